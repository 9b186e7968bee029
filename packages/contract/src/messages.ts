/**
 * The message catalogue of SPEC §8: every user-facing string the spec fixes lives here, verbatim, and both
 * apps import it from here. Grouped by the area of the spec that names them.
 */
export const messages = {
  generic: {
    network: "Network connection lost. Please check your internet.",
    badRequest: "Invalid request",
    forbidden: "You do not have permission for this action",
    notFound: "Resource not found",
    server: "Server error. Please try again later.",
    unexpected: "An unexpected error occurred",
    /** Not in SPEC §8: a 422's message when no field message is given. */
    invalid: "The given data was invalid.",
    connection: "Connection error. Please try again",
    api: "API Error",
    /**
     * Not in SPEC §8: the body of a 503 while the database cannot be reached (ADR 0014 addendum). The web shows
     * SPEC's message for any 503 (the network one); other clients read this.
     */
    unavailable: "Ile is briefly unavailable. Please try again in a moment.",
  },
  session: {
    noToken: "No token available for refresh",
    expired: "Session expired. Please login again.",
    userNotFound: "User not found. Please login again.",
    verifyFailed: "Failed to verify session. Please login again.",
    registrationFailed: "Registration failed",
    loginFailed: "Login failed",
    loggedOut: "Logged out successfully",
    loginSuccess: "Login successful!",
    verificationSuccess: "Verification successful!",
    codeSent: "Verification code sent to your email/phone",
    tokenMissing: "Authentication token missing",
    invalidLoginResponse: "Invalid login response: missing user or token",
    loginFailedRetry: "Login failed. Please try again",
  },
  search: {
    invalidParams: "Invalid search parameters",
    loginRequired: "Please log in to continue",
    server: "Server error occurred",
    failed: "Search failed",
  },
  profileLookup: {
    uniqueKeyRequired: "Unique key is required",
    loginRequired: "Please log in to view this profile",
    paymentRequired: "Payment required",
    notFound: "Profile not found",
    invalidUniqueKey: "Invalid unique key",
    server: "Server error occurred",
    failed: "Profile search failed",
  },
  payment: {
    referenceRequired: "Payment reference is required",
    invalidReference: "Invalid payment reference",
    server: "Server error occurred",
    verificationFailed: "Payment verification failed",
    loginToGenerate: "Please log in to generate payment link",
    invalidUniqueKey: "Invalid unique key",
    linkFailed: "Failed to generate payment link",
    initiateFailed: "Failed to initiate payment",
  },
  subscription: {
    plans: "Failed to fetch subscription plans",
    planDetails: "Failed to fetch subscription plan details",
    updatePlan: "Failed to update subscription plan",
    history: "Failed to fetch subscription history",
    activateFree: "Failed to activate free plan",
    details: "Failed to fetch subscription details",
    renew: "Failed to renew subscription",
    cancel: "Failed to cancel subscription",
    switchPlan: "Failed to switch plan",
    initiate: "Failed to initiate subscription",
    verify: "Failed to verify payment",
    verifying: "Verifying your payment...",
    noReference: "No payment reference found",
    verified: "Payment verified successfully!",
    verifyCallbackFailed: "Failed to verify payment. Please check your subscription status.",
  },
  guard: {
    checking: "Checking access...",
    denied: "Access Denied",
    loginRequired: "Please log in to access this content",
    failed: "Failed to verify access",
  },
  newsletter: {
    subscribing: "Subscribing...",
    error: "An error occurred",
    failed: "Subscription failed",
    subscribed: "Thank you for subscribing! Watch your inbox for Ile news.",
    alreadySubscribed: "You are already subscribed. Thank you for staying with Ile.",
    invalidEmail: "Please enter a valid email address",
    rateLimited: "Too many attempts. Please wait a minute and try again.",
  },
  groups: {
    list: "Failed to fetch groups",
    one: "Failed to fetch group",
    discussions: "Failed to fetch discussions",
  },
  providers: {
    failed: "API request failed",
  },
  news: {
    invalidStructure: "Invalid caveat posts response structure",
    listFailed: "Failed to fetch caveat posts. Please try again later.",
    notFound: "Post not found.",
    detailFailed: "Failed to fetch caveat post details. Please try again later.",
  },
} as const;
