/**
 * Accounts (SPEC §3 "Session user", "Login and refresh response", §7 account calls): what the web sends to
 * /register, /login, /verify…, /resend…, /forgot-password, /reset-password, and what the API answers. The API
 * checks more than these schemas (Nigerian phone numbers, common passwords, taken emails) and answers 422 with
 * field errors; the web validates forms with these schemas first, then maps the server's field errors.
 */
import { z } from "zod";
import { accountMessages, normaliseNigerianPhone } from "./accounts-constants.ts";
import { PROFILE_ROLES } from "./search.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const accountFormMessages = {
  passwordsDiffer: "The password confirmation does not match.",
  identifierRequired: "Enter your email or phone number.",
  code: "Enter the 6-digit code.",
} as const;

const text = (label: string, max = 80) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, { error: `The ${label} is required.` })
    .max(max, { error: `The ${label} must be at most ${max} characters.` });

/** A new password: the length rules the API applies (it also refuses common passwords). */
export const newPasswordSchema = z
  .string({ error: "The password is required." })
  .min(PASSWORD_MIN, { error: `The password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { error: `The password must be at most ${PASSWORD_MAX} characters.` });

const confirmed = <T extends { password: string; password_confirmation: string }>(b: T) =>
  b.password === b.password_confirmation;

// ---------------------------------------------------------------------------------------------------------
// Requests

/** POST /api/register. `phone` is optional: a Nigerian mobile number in any usual spelling. */
export const registerInputSchema = z
  .object({
    first_name: text("first name"),
    last_name: text("last name"),
    email: z
      .string({ error: "The email is required." })
      .trim()
      .max(254)
      .pipe(z.email({ error: "Enter a valid email address." })),
    phone: z.string().trim().max(32).optional(),
    password: newPasswordSchema,
    password_confirmation: z.string({ error: "Confirm the password." }),
    role: z.enum(PROFILE_ROLES, { error: "Choose a role: tenant, landlord, agent or developer." }),
  })
  .refine(confirmed, { path: ["password_confirmation"], error: accountFormMessages.passwordsDiffer });
export type RegisterInput = z.input<typeof registerInputSchema>;

/** POST /api/login: email or phone, and the password. */
export const loginInputSchema = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  password: z.string({ error: "The password is required." }).min(1, { error: "The password is required." }),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** POST /api/verify-login: the two-step login's code. */
export const verifyLoginInputSchema = z.object({
  session_token: z.string(),
  auth_code: z.string().regex(/^\d{6}$/, { error: accountFormMessages.code }),
});
export type VerifyLoginInput = z.input<typeof verifyLoginInputSchema>;

/** POST /api/verify/email-or-phone: the emailed link (user id + token) or the SMS code. */
export const verifyInputSchema = z.union([
  z.object({ type: z.literal("email"), user_id: z.number().int(), token: z.string() }),
  z.object({
    type: z.literal("phone"),
    user_id: z.number().int().optional(),
    phone: z.string().optional(),
    code: z.string().regex(/^\d{6}$/, { error: accountFormMessages.code }),
  }),
]);
export type VerifyInput = z.input<typeof verifyInputSchema>;

/** POST /api/resend/verification/link-or-code. */
export const resendInputSchema = z.object({
  user_id: z.number().int().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  channel: z.enum(["email", "phone"]),
});
export type ResendInput = z.input<typeof resendInputSchema>;

/** POST /api/forgot-password. */
export const forgotPasswordInputSchema = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

/** POST /api/reset-password: the emailed token and the new password twice. */
export const resetPasswordInputSchema = z
  .object({ token: z.string(), password: newPasswordSchema, password_confirmation: z.string() })
  .refine(confirmed, { path: ["password_confirmation"], error: accountFormMessages.passwordsDiffer });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/**
 * Changing the signed-in user's e-mail or phone (ADR 0026): the new value and the current password (POST
 * /api/security/email, /api/security/phone), then the code sent to the new number (/api/security/phone/verify). The API checks these bodies and
 * the dashboard's contact forms check them before sending.
 */
const currentPassword = z
  .string({ error: accountMessages.currentPasswordRequired })
  .min(1, { error: accountMessages.currentPasswordRequired })
  .max(1024, { error: accountMessages.currentPasswordWrong });
export const changeEmailInputSchema = z.object({
  email: z
    .string({ error: accountMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: accountMessages.emailRequired })
    .max(254, { error: accountMessages.emailInvalid })
    .pipe(z.email({ error: accountMessages.emailInvalid })),
  current_password: currentPassword,
});
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;
export const changePhoneInputSchema = z.object({
  phone: z
    .string({ error: accountMessages.phoneRequired })
    .trim()
    .min(1, { error: accountMessages.phoneRequired })
    .max(32, { error: accountMessages.phoneInvalid })
    .refine((v) => normaliseNigerianPhone(v) !== null, { error: accountMessages.phoneInvalid }),
  current_password: currentPassword,
});
export type ChangePhoneInput = z.input<typeof changePhoneInputSchema>;
export const changePhoneCodeInputSchema = z.object({
  code: z
    .string({ error: accountMessages.codeRequired })
    .trim()
    .regex(/^\d{6}$/, { error: accountMessages.codeRequired }),
});

// ---------------------------------------------------------------------------------------------------------
// Replies

/** Every account call that only says how it went: `{status: "success", message}`. */
export const messageReplySchema = z.object({ status: z.literal("success"), message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** POST /api/register → 201. */
export const registerReplySchema = messageReplySchema.extend({
  data: z.object({
    user_id: z.number(),
    email: z.string(),
    phone: z.string().nullable(),
    verification_sent_to: z.array(z.string()),
  }),
});
export type RegisterReply = z.infer<typeof registerReplySchema>;

/**
 * SPEC §3 "Session user" as the API sends it (`sessionUser()` in the accounts service) and the browser keeps it
 * after login/refresh. Only `id`, `full_name` and `role` are sure; other servers' extra fields pass through.
 */
export const sessionUserSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  full_name: z.string().optional(),
  initials: z.string().optional(),
  role: z.string().optional(),
  account_role: z.string().optional(),
  profile_image: z.string().nullable().optional(),
  profileImage: z.string().nullable().optional(),
  slug: z.string().nullable().optional(),
  unique_key: z.string().optional(),
  verified: z.boolean().optional(),
  verified_at: z.string().nullable().optional(),
  email_verified_at: z.string().nullable().optional(),
  phone_verified_at: z.string().nullable().optional(),
  login_codes: z.boolean().optional(),
  created_at: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The session user exactly as this API sends it (`sessionUser()` in the accounts module): every field, the role
 * flags included. The API's login, refresh and check-auth replies are described by it; clients read
 * `sessionUserSchema`, which also accepts other servers' shapes.
 */
export const apiSessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  initials: z.string(),
  role: z.string(),
  account_role: z.string(),
  profile_image: z.string().nullable(),
  profileImage: z.string().nullable(),
  slug: z.string(),
  unique_key: z.string(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  login_codes: z.boolean(),
  created_at: z.string(),
  isAdmin: z.boolean(),
  isAgent: z.boolean(),
  isUser: z.boolean(),
  isLandlord: z.boolean(),
  isDeveloper: z.boolean(),
});
export type ApiSessionUser = z.infer<typeof apiSessionUserSchema>;
/** @deprecated the same as SessionUser. */
export type SessionUserShape = SessionUser;

/** SPEC §3 "Login and refresh response": token, expires_in (seconds), user, token_type "jwt". */
export const tokenReplySchema = z.object({
  status: z.string().optional(),
  message: z.string().optional(),
  token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.literal("jwt").optional(),
  user: sessionUserSchema,
});
export type TokenReply = z.infer<typeof tokenReplySchema>;

/** The same reply as clients must accept it: the fields at the top level or nested under `data` (SPEC §3). */
export const tokenReplyBodySchema = z.union([
  tokenReplySchema,
  z.object({ status: z.string().optional(), message: z.string().optional(), data: tokenReplySchema }),
]);
export type TokenReplyBody = z.infer<typeof tokenReplyBodySchema>;

/** POST /api/login → 200: logged in, a code step (two-step login), or an account still to verify. */
export const loginReplySchema = z.union([
  tokenReplySchema,
  z.object({
    status: z.literal("pending_verification"),
    message: z.string(),
    session_token: z.string(),
  }),
  z.object({
    status: z.literal("pending_account_verification"),
    message: z.string(),
    user_id: z.number(),
  }),
]);
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /api/verify-login → 200: the token reply under `data`. */
export const verifyLoginReplySchema = messageReplySchema.extend({
  data: tokenReplySchema.omit({ status: true, message: true }),
});

/** GET /api/check-auth and PUT /api/security/login-codes: the signed-in user. */
export const checkAuthReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: z.object({ user: sessionUserSchema }),
});
export type CheckAuthReply = z.infer<typeof checkAuthReplySchema>;
