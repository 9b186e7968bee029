/**
 * Accounts flows (SPEC §4 Login, §7 account calls; ARCHITECTURE §5): registration, verification of email
 * or phone, login with its three outcomes and the 6-digit code step, refresh, logout, password reset.
 */
import { messages } from "@ile/contract";
import type { FastifyInstance } from "fastify";
import type { AccountRole } from "../../db/schema/accounts.ts";
import { roleFlags, type Session, sessionRoleOf } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { decoyHash, hashPassword, verifyPassword } from "../../platform/passwords.ts";
import { hit } from "../../platform/throttle.ts";
import { createAccount } from "./builders.ts";
import { newCode, newToken, Secrets } from "./secrets.ts";
import { normaliseNigerianPhone, passwordProblem } from "./validation.ts";

/** Seconds a refreshed token keeps working, so other tabs that still hold it can switch over. */
export const REFRESH_GRACE_SECONDS = 30;
/** The window of the per-account login limit (ADR 0101). */
const LOGIN_WINDOW_SECONDS = 15 * 60;

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
} as const;

export interface UserRow {
  id: number;
  email: string;
  phone: string | null;
  password_hash: string;
  role: AccountRole;
  status: "pending" | "active" | "suspended";
  email_verified_at: Date | string | null;
  phone_verified_at: Date | string | null;
  login_codes: boolean;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  slug: string;
  unique_key: string;
  verified_at: Date | string | null;
}

const USER_COLUMNS = `u.id, u.email, u.phone, u.password_hash, u.role, u.status, u.email_verified_at,
  u.phone_verified_at, u.login_codes, u.created_at, p.first_name, p.last_name, p.profile_picture, p.slug,
  p.unique_key, p.verified_at`;

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("") || "U";

/** The session user (SPEC §3): who is signed in, sent with login, verify-login, refresh and check-auth. */
export function sessionUser(u: UserRow) {
  const fullName = `${u.first_name} ${u.last_name}`.trim();
  return {
    id: u.id,
    email: u.email,
    phone: u.phone,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: fullName,
    initials: initialsOf(fullName),
    role: sessionRoleOf(u.role),
    account_role: u.role,
    profile_image: u.profile_picture,
    profileImage: u.profile_picture,
    slug: u.slug,
    unique_key: u.unique_key,
    verified: u.verified_at !== null,
    verified_at: u.verified_at,
    email_verified_at: u.email_verified_at,
    phone_verified_at: u.phone_verified_at,
    login_codes: u.login_codes,
    created_at: u.created_at,
    ...roleFlags(u.role),
  };
}

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
  role: "tenant" | "landlord" | "agent" | "developer";
}

export class AccountsService {
  readonly secrets: Secrets;

  constructor(private readonly app: FastifyInstance) {
    this.secrets = new Secrets(app.database, app.config.JWT_SECRET);
  }

  async userById(id: number): Promise<UserRow | null> {
    const [row] = await this.app.database.query<UserRow>(
      `select ${USER_COLUMNS} from users u join profiles p on p.user_id = u.id
        where u.id = $1 and u.deleted_at is null`,
      [id],
    );
    return row ?? null;
  }

  /** Finds a live account by email (any case) or by phone in any Nigerian spelling. */
  async userByIdentifier(identifier: { email?: string; phone?: string }): Promise<UserRow | null> {
    const email = identifier.email?.trim().toLowerCase();
    const phone = identifier.phone ? normaliseNigerianPhone(identifier.phone) : null;
    if (!email && !phone) return null;
    const [row] = await this.app.database.query<UserRow>(
      `select ${USER_COLUMNS} from users u join profiles p on p.user_id = u.id
        where u.deleted_at is null and (${email ? "u.email = $1" : "u.phone = $1"})`,
      [email ?? phone],
    );
    return row ?? null;
  }

  async register(input: RegisterInput) {
    const email = input.email.trim().toLowerCase();
    const phone = input.phone ? normaliseNigerianPhone(input.phone) : null;
    const errors: Record<string, string[]> = {};
    const taken = await this.app.database.query<{ email: string; phone: string | null }>(
      "select email, phone from users where email = $1 or (phone is not null and phone = $2)",
      [email, phone],
    );
    if (taken.some((t) => t.email === email)) errors.email = [accountMessages.emailTaken];
    if (phone && taken.some((t) => t.phone === phone)) errors.phone = [accountMessages.phoneTaken];
    if (Object.keys(errors).length) throw AppError.validation(errors, undefined, "REGISTRATION_FAILED");

    const created = await createAccount(this.app.db, {
      email,
      phone,
      password: input.password,
      role: input.role,
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      status: "pending",
    }).catch((err: { code?: string; constraint?: string }) => {
      // Two registrations racing for one email or phone: the unique index decides.
      if (err.code === "23505") {
        const field = String(err.constraint ?? "").includes("phone") ? "phone" : "email";
        throw AppError.validation(
          { [field]: [field === "phone" ? accountMessages.phoneTaken : accountMessages.emailTaken] },
          undefined,
          "REGISTRATION_FAILED",
        );
      }
      throw err;
    });
    await this.sendVerification(created.user.id, "email");
    if (phone) await this.sendVerification(created.user.id, "phone");
    return {
      user_id: created.user.id,
      email,
      phone,
      verification_sent_to: phone ? ["email", "phone"] : ["email"],
    };
  }

  /** Sends a fresh email link or phone code (earlier ones stop working). */
  async sendVerification(userId: number, channel: "email" | "phone") {
    const user = await this.userById(userId);
    if (!user) return;
    if (channel === "email") {
      const token = newToken();
      await this.secrets.create(user.id, "verify_email", { token });
      const link = `${this.app.config.PUBLIC_URL}/verify/email/${user.id}/${token}`;
      await this.app.outbox.send({
        channel: "email",
        to: user.email,
        subject: "Verify your email for Ile",
        text: `Hello ${user.first_name},\n\nConfirm your email address to start using Ile:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this email.`,
        kind: "verify_email",
      });
      return;
    }
    if (!user.phone) return;
    const code = newCode();
    await this.secrets.create(user.id, "verify_phone", { code });
    await this.app.outbox.send({
      channel: "sms",
      to: user.phone,
      text: `Your Ile verification code is ${code}. It expires in 10 minutes. Do not share it.`,
      kind: "verify_phone",
    });
  }

  /** Marks the email or phone verified and activates a pending account. */
  private async markVerified(userId: number, channel: "email" | "phone") {
    const column = channel === "email" ? "email_verified_at" : "phone_verified_at";
    await this.app.database.query(
      `update users set ${column} = coalesce(${column}, now()),
              status = case when status = 'pending' then 'active' else status end, updated_at = now()
        where id = $1`,
      [userId],
    );
  }

  async verifyEmail(userId: number, token: string) {
    const secret = await this.secrets.findByToken("verify_email", token);
    if (!secret || secret.user_id !== userId || !(await this.secrets.use(secret.id))) {
      throw AppError.validation({ token: [accountMessages.invalidLink] });
    }
    await this.markVerified(userId, "email");
  }

  async verifyPhone(user: UserRow, code: string) {
    const secret = await this.secrets.findLatest(user.id, "verify_phone");
    if (!secret || !(await this.secrets.checkCode(secret, code))) {
      throw AppError.validation({ code: [accountMessages.invalidPhoneCode] });
    }
    await this.markVerified(user.id, "phone");
  }

  /** SPEC §4 Login: the three outcomes. */
  async login(identifier: { email?: string; phone?: string }, password: string) {
    const user = await this.userByIdentifier(identifier);
    // The account limit (ADR 0101) counts attempts on the account actually looked up, whatever spelling or extra
    // fields reached it. Past it the account is guarded, not locked: wrong passwords are refused as too many,
    // and the right one still signs in, through the code sent to the owner's email or phone.
    const guarded = !(await hit(
      this.app,
      `login:${user ? `user:${user.id}` : `unknown:${identifier.email?.trim().toLowerCase() ?? identifier.phone}`}`,
      this.app.config.AUTH_RATE_LIMIT,
      LOGIN_WINDOW_SECONDS,
    ));
    // Same work and the same answer whether or not the account exists (no account enumeration by timing).
    const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
    if (!user || !ok) {
      if (guarded) throw new AppError(429, accountMessages.tooMany, "RATE_LIMITED");
      throw new AppError(401, accountMessages.invalidCredentials, "LOGIN_FAILED");
    }
    if (user.status === "suspended") throw new AppError(403, accountMessages.suspended, "LOGIN_FAILED");
    if (user.status === "pending") {
      return {
        kind: "pending_account_verification" as const,
        body: {
          status: "pending_account_verification",
          message: accountMessages.pendingAccount,
          user_id: user.id,
        },
      };
    }
    if (guarded || user.login_codes || user.role === "admin") {
      const sessionToken = newToken();
      const code = newCode();
      await this.secrets.create(user.id, "login", { token: sessionToken, code });
      const bySms = Boolean(identifier.phone && user.phone);
      await this.app.outbox.send(
        bySms
          ? {
              channel: "sms",
              to: user.phone!,
              text: `Your Ile login code is ${code}. It expires in 10 minutes. Do not share it.`,
              kind: "login_code",
            }
          : {
              channel: "email",
              to: user.email,
              subject: "Your Ile login code",
              text: `Your Ile login code is ${code}.\n\nIt expires in 10 minutes and works once. If you did not try to log in, change your password.`,
              kind: "login_code",
            },
      );
      return {
        kind: "pending_verification" as const,
        body: {
          status: "pending_verification",
          message: messages.session.codeSent,
          session_token: sessionToken,
        },
      };
    }
    return {
      kind: "logged_in" as const,
      body: { status: "success", message: messages.session.loginSuccess, ...(await this.tokenReply(user)) },
    };
  }

  async verifyLogin(sessionToken: string, code: string) {
    const secret = await this.secrets.findByToken("login", sessionToken);
    if (!secret || !(await this.secrets.checkCode(secret, code))) {
      throw new AppError(401, accountMessages.invalidCode, "LOGIN_FAILED");
    }
    const user = await this.userById(secret.user_id);
    if (!user || user.status !== "active")
      throw new AppError(401, accountMessages.invalidCode, "LOGIN_FAILED");
    return this.tokenReply(user);
  }

  async tokenReply(user: UserRow) {
    const issued = await this.app.tokens.issue(user);
    return {
      token: issued.token,
      expires_in: issued.expires_in,
      token_type: "jwt" as const,
      user: sessionUser(user),
    };
  }

  /** A new token for a valid one; the old one stops working after the grace window. */
  async refresh(session: Session) {
    const user = await this.userById(session.userId);
    if (!user) throw AppError.unauthorized(messages.session.userNotFound, "USER_NOT_FOUND");
    const reply = await this.tokenReply(user);
    await this.app.tokens.revoke(session, REFRESH_GRACE_SECONDS);
    return reply;
  }

  async forgotPassword(identifier: { email?: string; phone?: string }) {
    const user = await this.userByIdentifier(identifier);
    if (!user || user.status === "suspended") return;
    const token = newToken();
    await this.secrets.create(user.id, "reset_password", { token });
    const link = `${this.app.config.PUBLIC_URL}/reset-password?token=${token}`;
    if (identifier.phone && user.phone) {
      await this.app.outbox.send({
        channel: "sms",
        to: user.phone,
        text: `Reset your Ile password: ${link} (expires in 1 hour).`,
        kind: "reset_password",
      });
      return;
    }
    await this.app.outbox.send({
      channel: "email",
      to: user.email,
      subject: "Reset your Ile password",
      text: `Hello ${user.first_name},\n\nSomeone (we hope you) asked to reset your Ile password. Choose a new one here:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.`,
      kind: "reset_password",
    });
  }

  async resetPassword(token: string, password: string) {
    const secret = await this.secrets.findByToken("reset_password", token);
    if (!secret) throw AppError.validation({ token: [accountMessages.invalidResetToken] });
    const user = await this.userById(secret.user_id);
    if (!user) throw AppError.validation({ token: [accountMessages.invalidResetToken] });
    const problem = passwordProblem(password, [
      user.email,
      user.first_name,
      user.last_name,
      user.phone ?? "",
    ]);
    if (problem) throw AppError.validation({ password: [problem] });
    if (!(await this.secrets.use(secret.id)))
      throw AppError.validation({ token: [accountMessages.invalidResetToken] });
    // Every session issued before now stops working; the reset link proved the email.
    await this.app.database.query(
      `update users set password_hash = $2, sessions_valid_after = now(),
              email_verified_at = coalesce(email_verified_at, now()),
              status = case when status = 'pending' then 'active' else status end, updated_at = now()
        where id = $1`,
      [user.id, await hashPassword(password)],
    );
  }
}

declare module "fastify" {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}
