/**
 * Trust and safety constants and messages (issue 22, ADR 0901–0903): the blacklist's natures and statuses, scam
 * report reasons and actions, badge kinds and labels, the LASRERA and CAC number checks. Plain values, no zod, so
 * pages can import them without the schemas (trust.ts).
 */
/** How long a published blacklist entry is shown (docs/privacy.md: retention). */
export const BLACKLIST_YEARS = 3;
export const BLACKLIST_NATURES = ["unpaid_rent", "damage", "unpaid_bills", "other"] as const;
export type BlacklistNature = (typeof BLACKLIST_NATURES)[number];
export const BLACKLIST_NATURE_LABELS: Record<BlacklistNature, string> = {
  unpaid_rent: "Unpaid rent",
  damage: "Damage to the property",
  unpaid_bills: "Unpaid bills or service charge",
  other: "Other debt",
};
export const BLACKLIST_STATUSES = ["pending", "published", "rejected", "removed", "erased"] as const;
export type BlacklistStatus = (typeof BLACKLIST_STATUSES)[number];
export const BLACKLIST_MAX_FILES = 5;

export const REPORT_REASONS = ["fake", "already_let", "wrong_price", "inspection_fee", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: "Fake listing or fake agent",
  already_let: "Already let or sold",
  wrong_price: "Wrong price",
  inspection_fee: "Asked for an inspection fee or payment before viewing",
  other: "Something else",
};
/** Independent reports that hide a listing until an admin reviews it. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_ACTIONS = ["hide", "restore", "warn", "suspend", "dismiss"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const trustMessages = {
  hideRestoreListingsOnly: "Hide and restore apply to listings; warn or suspend the account",
  listingNotFound: "Property not found",
  userNotFound: "User not found",
  adminAccount: "Admin accounts are changed from the command line",
  verifiedOnly:
    "Only landlords and agents with a verified identity can use the blacklist. Verify your identity first.",
  reportReceived: "Report received. It stays private until an admin reviews it.",
  phoneInvalid: "Enter a Nigerian mobile number, e.g. 0803 123 4567",
  periodOrder: "The end date must be on or after the start date",
  searchTerms: "Enter a phone number or at least 3 letters of a name",
  searchLimit: "Too many blacklist searches. Try again later.",
  entryNotFound: "Blacklist entry not found",
  linkInvalid: "This link is not valid or has expired",
  replySaved: "Your reply is saved and shown next to the entry.",
  replyClosed: "This entry can no longer be answered",
  settled: "Marked as settled. The entry is removed.",
  notSettleable: "Only a published entry can be marked as settled",
  notPending: "Only an entry awaiting review can be approved or rejected",
  noAppeal: "There is no appeal to decide on this entry",
  approved: "Entry approved and published. The reported person has been told.",
  rejected: "Entry rejected. The reporter has been told.",
  appealUpheld: "Appeal upheld. The entry is removed.",
  appealDismissed: "Appeal dismissed. The entry stays, with the reply.",
  erased: "The entry's personal data is erased.",
  erasureRequested: "Your request is recorded. An admin will answer it within 30 days.",
  evidenceNotFound: "Evidence file not found",
  tooManyFiles: `At most ${BLACKLIST_MAX_FILES} evidence files`,
  // scam reports
  reportSent: "Thank you. Your report is with our safety team.",
  reportTwice: "You have already reported this",
  reportOwn: "You cannot report your own listing or profile",
  reportLimit: "Too many reports from your account. Try again later.",
  reportNotFound: "Report not found",
  reportDecided: "This report has already been decided",
  outcomeSaved: "Decision recorded. The reporter and the owner have been told.",
  // units (ADR 0900)
  unitListedByOther:
    "Another account already has a live rent listing for this unit. Our safety team will review both listings; contact us if the unit is yours.",
  // badges
  lasreraFormat: "Enter the LASRERA registration number as printed, e.g. LASRERA/AG/2025/001234",
  cacFormat: "Enter the CAC number as RC 1234567, BN 1234567 or IT 123456",
  badgeSubmitted: "Submitted. An admin will check it against the register.",
  badgeNothingToCheck: "There is no number waiting for a check",
  badgeChecked: "Check recorded",
  badgeNumberRequired: "Enter a LASRERA registration number or a CAC number",
  lasreraRoles: "LASRERA registration is for agents and developers",
  badgeAdmins: "Admin accounts do not carry badges",
  badgeTaken: "This number is already checked for another account. Contact us if it is yours.",
  badgeReasonRequired: "Give the reason, so the person knows what to correct",
  badgeUnchanged: "This number is already with us",
} as const;

/** The mail and SMS the trust flows send: blacklist entries, scam report outcomes, badge checks (outbox). */
export const trustMail = {
  blacklistTenantSubject: "A report about you on Ile",
  blacklistPublished: (nature: string, link: string) =>
    `A landlord or agent has recorded a report about you on Ile's tenant blacklist (${nature}). It is shown only to verified landlords and agents, with your side. You can reply, upload counter-evidence, appeal, download your data or ask for erasure here: ${link}`,
  blacklistRemoved:
    "The report about you on Ile's tenant blacklist has been removed. It no longer shows in searches.",
  blacklistAppealDismissed:
    "Your appeal against the report on Ile's tenant blacklist was dismissed. The entry stays, shown with your reply.",
  blacklistReporterSubject: "Your blacklist report on Ile",
  blacklistApprovedReporter: "Your blacklist report was approved and is now visible to verified members.",
  blacklistRejectedReporter: (reason: string) => `Your blacklist report was not published. Reason: ${reason}`,
  blacklistAppealUpheldReporter: (reason: string) =>
    `The reported person's appeal was upheld and your blacklist entry is removed. Reason: ${reason}`,
  blacklistAppealDismissedReporter:
    "The reported person's appeal was dismissed; your entry stays, shown with their reply.",
  reportOwnerSubject: "The outcome of a report on Ile",
  reportOwner: (listingTitle: string | null, action: ReportAction, note: string) =>
    `We reviewed reports about ${listingTitle !== null ? `your listing "${listingTitle}"` : "your account"}. ${REPORT_OUTCOMES[action]} Note from our safety team: ${note}`,
  reportReporterSubject: "Your report on Ile",
  reportReporter: (listingTitle: string | null, action: ReportAction) =>
    `Thank you for reporting ${listingTitle !== null ? `the listing "${listingTitle}"` : "an account"}. ${REPORT_OUTCOMES[action]}`,
  badgeApprovedSubject: (kind: BadgeKind) => `${BADGE_LABELS[kind]} on Ile`,
  badgeRejectedSubject: (kind: BadgeKind) => `Your ${BADGE_NUMBER_NAMES[kind]} on Ile`,
  badgeApproved: (firstName: string | null, kind: BadgeKind, number: string) =>
    `${badgeHello(firstName)}We checked your ${BADGE_NUMBER_NAMES[kind]} ${number} against the register. Your profile and listings now show "${BADGE_LABELS[kind]}".`,
  badgeRejected: (firstName: string | null, kind: BadgeKind, number: string, reason: string | null) =>
    `${badgeHello(firstName)}We could not confirm your ${BADGE_NUMBER_NAMES[kind]} ${number}. Reason: ${reason}. You can correct it in Dashboard → Verification.`,
} as const;

/** What a scam report's decision did, as the reporters and the owner are told. */
const REPORT_OUTCOMES: Record<ReportAction, string> = {
  hide: "The listing has been taken down.",
  restore: "The listing has been checked and is shown again.",
  warn: "The owner has been warned.",
  suspend: "The account has been suspended.",
  dismiss: "We found no breach of our rules.",
};
const badgeHello = (firstName: string | null) => (firstName ? `Hello ${firstName},\n\n` : "");

/** 409 when the same account lists a unit twice: points at the first listing, to edit it instead. */
export const unitListedByYou = (title: string, slug: string) =>
  `You already have a live rent listing for this unit ("${title}"). Edit that listing instead: /property/${slug}`;

// ---------------------------------------------------------------------------------------------------------
// Badges

export const BADGE_KINDS = ["lasrera", "cac"] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];
/** Roles that may submit a LASRERA number (estate agents and developers register with LASRERA). */
export const LASRERA_ROLES = ["agent", "developer"] as const;
export const BADGE_STATUSES = ["pending", "approved", "rejected"] as const;

export const BADGE_LABELS = {
  identity: "Identity verified",
  lasrera: "LASRERA registered",
  cac: "CAC registered company",
} as const;
/** How each badge's number is named to its holder. */
export const BADGE_NUMBER_NAMES: Record<BadgeKind, string> = {
  lasrera: "LASRERA registration number",
  cac: "CAC number",
};

/**
 * LASRERA registration numbers as the Lagos State Real Estate Regulatory Authority prints them: LASRERA, a
 * category (AG agent, DV developer, PM property manager, CO company, IN individual), the year and a serial,
 * separated by slashes or dashes. Spaces and case are forgiven; the stored form is upper case with slashes.
 */
export const LASRERA_PATTERN = /^LASRERA\/(AG|DV|PM|CO|IN|FM|RE)\/(20\d{2})\/(\d{3,7})$/;
export function normaliseLasrera(input: string): string | null {
  const s = input
    .trim()
    .toUpperCase()
    .replace(/[\s\-_.]+/g, "/")
    .replace(/\/+/g, "/");
  const m = LASRERA_PATTERN.exec(s);
  if (!m) return null;
  const year = Number(m[2]);
  if (year < 2020 || year > new Date().getUTCFullYear() + 1) return null;
  return s;
}
/** CAC numbers: RC (companies), BN (business names), IT (incorporated trustees) and digits. */
export function normaliseCac(input: string): string | null {
  const m = /^(RC|BN|IT)\s*[-:.]?\s*(\d{4,8})$/.exec(input.trim().toUpperCase());
  return m ? `${m[1]} ${m[2]}` : null;
}
