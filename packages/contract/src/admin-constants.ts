/** Constants and messages of the admin area (kept apart from the zod module so pages import them cheaply). */
export const ADMIN_USER_STATUSES = ["pending", "active", "suspended"] as const;
/** Roles an admin may give in the admin area; `admin` itself is only made by `npm run admin:create`. */
export const ADMIN_ROLE_CHOICES = ["tenant", "landlord", "agent", "developer"] as const;
/** What an audit entry may be about; areas add theirs as they land. */
export const ADMIN_AUDIT_TARGETS = [
  "user",
  "kyc",
  "listing",
  "auction",
  "plan",
  "payment",
  "report",
  "post",
  "blacklist",
  "badge",
  "service_provider",
  "seller",
  "news_editor",
  "viewing_dispute",
] as const;
export const ADMIN_PAYMENT_STATUSES = ["pending", "success", "failed", "abandoned", "credited"] as const;
export const ADMIN_PAYMENT_PURPOSES = [
  "profile_unlock",
  "subscription",
  "renewal",
  "upgrade",
  "rent",
  "store_order",
  "inspection_fee",
] as const;
/** What each payment purpose is called on the pages (the admin's payments, the user's payment history). */
export const PAYMENT_PURPOSE_LABELS: Readonly<Record<string, string>> = {
  profile_unlock: "Profile unlock",
  subscription: "Subscription",
  renewal: "Renewal",
  upgrade: "Upgrade",
  rent: "Rent",
  store_order: "Materials order",
  inspection_fee: "Inspection fee",
} satisfies Record<(typeof ADMIN_PAYMENT_PURPOSES)[number], string>;
export type AuditTargetType = (typeof ADMIN_AUDIT_TARGETS)[number];

export const adminMessages = {
  userNotFound: "User not found",
  notYourself: "You cannot change your own account here",
  adminAccount: "Admin accounts are changed from the command line (npm run admin:create)",
  alreadySuspended: "This account is already suspended",
  notSuspended: "This account is not suspended",
  sameRole: "The account already has this role",
  suspended: "Account suspended. Its sessions have ended.",
  restored: "Account restored",
  roleChanged: "Role changed",
  paymentNotFound: "Payment not found",
  refundMarked: "Payment marked as refunded",
  alreadyRefunded: "This payment is already marked as refunded",
  onlyPaidRefunds: "Only a successful payment can be marked as refunded",
} as const;

export const analyticsMessages = {
  refreshed: "Market figures refreshed",
  planRequired: "Market analytics come with a plan that includes them. Choose a plan to see the figures.",
} as const;
