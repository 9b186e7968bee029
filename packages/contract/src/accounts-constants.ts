/**
 * What the accounts API says (SPEC §4 Login, §7 account calls, §3 Profile, KYC): replies, field errors and the
 * mail and SMS it sends. SPEC §8's own strings are in messages.ts (`messages.session`).
 */
export const accountMessages = {
  registered: "Registration successful. Check your email or phone to verify your account.",
  emailTaken: "The email has already been taken.",
  phoneTaken: "The phone number has already been taken.",
  invalidCredentials: "The email, phone or password is incorrect.",
  suspended: "This account is suspended. Please contact support.",
  pendingAccount: "Please verify your email or phone before you log in.",
  invalidCode: "The code is invalid or has expired. Please log in again.",
  invalidLink: "This verification link is invalid or has expired.",
  invalidPhoneCode: "The code is invalid or has expired.",
  alreadyVerified: "Your account is already verified.",
  resetSent: "If an account exists for those details, we have sent a link to reset the password.",
  invalidResetToken: "This reset link is invalid or has expired.",
  passwordReset: "Your password has been reset. Please log in.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  passwordsDiffer: "The password confirmation does not match.",
  required: (label: string) => `The ${label} is required.`,
  tooLong: (label: string, max: number) => `The ${label} must be at most ${max} characters.`,
  emailRequired: "The email is required.",
  emailInvalid: "Enter a valid email address.",
  phoneInvalid: "Enter a Nigerian phone number, e.g. +2348031234567 or 08031234567.",
  passwordRequired: "The password is required.",
  confirmPassword: "Confirm the password.",
  chooseRole: "Choose a role: tenant, landlord, agent or developer.",
  identifierRequired: "Enter your email or phone number.",
  codeRequired: "Enter the 6-digit code.",
  sessionTokenRequired: "The session token is required.",
  loginCodesChoice: "Say whether login codes are on (true) or off (false).",
  adminsUseCodes: "Admins always log in with a code.",
  loginCodesOn: "Login codes are on.",
  loginCodesOff: "Login codes are off.",
  passwordTooShort: (min: number) => `The password must be at least ${min} characters.`,
  passwordTooLong: (max: number) => `The password must be at most ${max} characters.`,
  passwordCommon: "This password is too common. Choose one that is harder to guess.",
  passwordPersonal: "The password must not be your name, email or phone number.",
  /** Changing the email or phone (issue 38, ADR 0026). */
  currentPasswordRequired: "Enter your current password.",
  currentPasswordWrong: "The current password is incorrect.",
  sameEmail: "This is already your email.",
  samePhone: "This is already your phone number.",
  phoneRequired: "Enter the new phone number.",
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your email changes when you open it (within 24 hours).`,
  phoneChangeSent: (phone: string) =>
    `We sent a 6-digit code to ${phone}. Enter it to change your phone number.`,
  emailChanged: "Your email has been changed.",
  phoneChanged: "Your phone number has been changed.",
} as const;

export const profileMessages = {
  notFound: "Profile not found",
  saved: "Profile saved.",
  updated: "Profile updated.",
  deleted: "Your profile has been deleted.",
  notAnObject: "Send the profile fields as a JSON object or a multipart form.",
  firstNameRequired: "The first name is required.",
  lastNameRequired: "The last name is required.",
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  wholeNumber: "Must be a whole number.",
  notNegative: "Must be 0 or more.",
  atMost: (max: number) => `Must be at most ${max}.`,
  entryTooLong: "Each entry must be at most 200 characters.",
  tooManyEntries: (max: number) => `At most ${max} entries.`,
  website: "Enter a web address starting with http:// or https://.",
  links: "Each link must start with http:// or https://.",
  dateOfBirth: "Enter a real date of birth (YYYY-MM-DD) in the past.",
} as const;

export const kycMessages = {
  acknowledgeDuplicateBoolean: "acknowledge_duplicate must be true or false",
  submitted: "Your documents were submitted. We will review them shortly.",
  alreadyPending: "Your verification is already under review.",
  alreadyApproved: "Your identity is already verified.",
  nothingToResubmit: "There is no rejected verification to resubmit. Submit your documents instead.",
  notPending: "This verification has already been reviewed.",
  approved: "Verification approved.",
  rejected: "Verification rejected.",
  chooseDocument:
    "Choose a document: NIN slip, international passport, driver's licence, voter's card or CAC certificate.",
  numberRequired: "Enter the document number.",
  frontRequired: "Upload the front of the document (image or PDF).",
  selfieRequired: "Upload a selfie (a photo of your face).",
  reasonRequired: "Give the reason for the rejection.",
  ninHint: "A NIN has 11 digits.",
  passportHint: "A Nigerian passport number is a letter and 8 digits, e.g. A12345678.",
  licenceHint: "Enter the licence number as printed (8–15 letters and digits).",
  votersCardHint: "A voter identification number (VIN) has 19 letters and digits.",
  cacHint: "Enter the CAC number, e.g. RC1234567 or BN123456.",
  /** Issue 34: approving a document already verified for another account needs the admin's confirmation. */
  duplicateConfirm: "I checked: approve anyway",
} as const;

/** The accounts already verified with a document, as the admin reads them: "Ada Obi (ada@x.ng, account 12)". */
export const kycHolderList = (holders: { user_id: number; full_name: string; email: string }[]) =>
  holders.map((h) => `${h.full_name} (${h.email}, account ${h.user_id})`).join("; ");

/** The warning on a submission whose document is already verified for someone else (issue 34, ADR 0100). */
export const kycDuplicateWarning = (holders: { user_id: number; full_name: string; email: string }[]) =>
  `This document number is already verified for another account: ${kycHolderList(holders)}. One person, one identity: check it is the same person (a new account after a lost one) before approving.`;

/** The 409 of an approval that was not confirmed although the document is verified for someone else. */
export const kycDuplicateRefused = (holders: { user_id: number; full_name: string; email: string }[]) =>
  `Not approved: this document number is already verified for another account: ${kycHolderList(holders)}. Confirm you checked it to approve anyway.`;

/** The mail and SMS the accounts flows send (the outbox keeps them; GET /api/dev/outbox shows them). */
export const accountMail = {
  verifyEmailSubject: "Verify your email for Ile",
  verifyEmail: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nConfirm your email address to start using Ile:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this email.`,
  verifyPhone: (code: string) =>
    `Your Ile verification code is ${code}. It expires in 10 minutes. Do not share it.`,
  loginCodeSms: (code: string) =>
    `Your Ile login code is ${code}. It expires in 10 minutes. Do not share it.`,
  loginCodeSubject: "Your Ile login code",
  loginCodeEmail: (code: string) =>
    `Your Ile login code is ${code}.\n\nIt expires in 10 minutes and works once. If you did not try to log in, change your password.`,
  resetSms: (link: string) => `Reset your Ile password: ${link} (expires in 1 hour).`,
  resetSubject: "Reset your Ile password",
  resetEmail: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nSomeone (we hope you) asked to reset your Ile password. Choose a new one here:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.`,
  changeEmailSubject: "Confirm your new email for Ile",
  changeEmail: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nConfirm this address as your new Ile email:\n${link}\n\nThe link works once and expires in 24 hours. If you did not ask for this, ignore this email: nothing changes.`,
  changeEmailNoticeSubject: "A change of your Ile email was asked for",
  changeEmailNotice: (firstName: string, newEmail: string) =>
    `Hello ${firstName},\n\nSomeone signed in to your Ile account asked to change its email to ${newEmail}. It changes only when the link we sent there is opened.\n\nIf it was not you, someone else is using your account: reset your password now (that logs everyone out) and contact support.`,
  changePhone: (code: string) =>
    `Your Ile code to make this your phone number is ${code}. It expires in 10 minutes. Do not share it.`,
  changePhoneNoticeSubject: "A change of your Ile phone number was asked for",
  changePhoneNotice: (firstName: string, newPhone: string) =>
    `Hello ${firstName},\n\nSomeone signed in to your Ile account asked to change its phone number to ${newPhone}. It changes only when the code we sent there is entered.\n\nIf it was not you, someone else is using your account: reset your password now (that logs everyone out) and contact support.`,
  kycApprovedSubject: "You are verified on Ile",
  kycApproved: (firstName: string) =>
    `Hello ${firstName},\n\nYour identity is verified. Your profile now shows the verified badge.`,
  kycRejectedSubject: "Your Ile verification needs another look",
  kycRejected: (firstName: string, reason: string | null) =>
    `Hello ${firstName},\n\nWe could not verify your documents: ${reason}\n\nYou can resubmit them from Dashboard → Verification.`,
} as const;

/** Identity documents accepted for KYC (SPEC §3). */
export const KYC_DOCUMENT_TYPES = [
  "nin_slip",
  "international_passport",
  "drivers_licence",
  "voters_card",
  "cac_certificate",
] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/** How each document is named to people (issue 38: the admin page said "nin slip"). */
export const KYC_DOCUMENT_LABELS: Record<KycDocumentType, string> = {
  nin_slip: "NIN slip",
  international_passport: "International passport",
  drivers_licence: "Driver's licence",
  voters_card: "Voter's card",
  cac_certificate: "CAC certificate (companies)",
};
/** A document type's label; an unknown one as sent. */
export const kycDocumentLabel = (type: string) => KYC_DOCUMENT_LABELS[type as KycDocumentType] ?? type;

/**
 * A Nigerian mobile number in any usual spelling (+234 803 123 4567, 2348031234567, 08031234567,
 * 0803-123-4567) as E.164 (+2348031234567); null when it is not one.
 */
export function normaliseNigerianPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  let national: string | null = null;
  if (/^\+234\d{10}$/.test(compact)) national = compact.slice(4);
  else if (/^234\d{10}$/.test(compact)) national = compact.slice(3);
  else if (/^0\d{10}$/.test(compact)) national = compact.slice(1);
  else if (/^\+2340\d{10}$/.test(compact)) national = compact.slice(5);
  if (!national || !/^[789][01]\d{8}$/.test(national)) return null;
  return `+234${national}`;
}
