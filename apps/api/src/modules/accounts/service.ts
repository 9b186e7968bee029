/**
 * Accounts flows (SPEC §4 Login, §7 account calls; ARCHITECTURE §5): registration (verification of the email
 * or phone is in verification.ts), login with its three outcomes and the 6-digit code step, refresh, logout, password reset.
 */
import { accountMail, accountMessages, messages } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { IssuedToken, Session, TokenService } from "../../platform/auth.ts";
import { AppError, uniqueViolation } from "../../platform/errors.ts";
import { linkBase } from "../../platform/origin.ts";
import { decoyHash, hashPassword, verifyPassword } from "../../platform/passwords.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { hit } from "../../platform/throttle.ts";
import { createAccount } from "./builders.ts";
import { ContactChanges } from "./contact-changes.ts";
import { userByIdentifier } from "./lookup.ts";
import * as users from "./repo/users.ts";
import { newCode, newToken, Secrets } from "./secrets.ts";
import { sessionUser, type UserRow } from "./session-user.ts";
import { normaliseNigerianPhone, passwordProblem } from "./validation.ts";
import { Verification } from "./verification.ts";

/** Seconds a refreshed token keeps working, so other tabs that still hold it can switch over. */
export const REFRESH_GRACE_SECONDS = 30;
/** The window of the per-account login limit (ADR 0101). */
const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
  role: "tenant" | "landlord" | "agent" | "developer";
}

/**
 * What the accounts flows are given (ADR 0019): the database, the settings (secret, public URL, limits), the
 * outbox for codes and links, Redis for the per-account login limit, and the token service of platform/auth.ts.
 */
export type AccountsDeps = Pick<ServiceDeps, "db" | "config" | "outbox" | "redis"> & {
  tokens: Pick<TokenService, "issue" | "rotate">;
};

/** Accounts flows; made once (app.services.accounts) from their dependencies, never the app. */
export class AccountsService {
  readonly secrets: Secrets;
  readonly verification: Verification;
  readonly contactChanges: ContactChanges;
  private readonly db: Db;

  constructor(private readonly deps: AccountsDeps) {
    this.db = deps.db;
    this.secrets = new Secrets(deps.db, deps.config.JWT_SECRET);
    this.contactChanges = new ContactChanges(deps, this.secrets);
    this.verification = new Verification(deps, this.secrets, this.contactChanges);
  }

  userById(id: number): Promise<UserRow | null> {
    return users.userById(this.db, id);
  }

  /** Finds a live account by email (any case) or by phone in any Nigerian spelling. */
  userByIdentifier(identifier: { email?: string; phone?: string }): Promise<UserRow | null> {
    return userByIdentifier(this.db, identifier);
  }

  /** `origin`: the site the request came from; the e-mail link leads there when it is allowed (issue 38). */
  async register(input: RegisterInput, origin?: string | null) {
    const email = input.email.trim().toLowerCase();
    const phone = input.phone ? normaliseNigerianPhone(input.phone) : null;
    await this.refuseTaken(email, phone);
    const passwordHash = await hashPassword(input.password);
    const created = await this.db
      .transaction((tx) =>
        createAccount(tx, {
          email,
          phone,
          password: input.password,
          passwordHash,
          role: input.role,
          firstName: input.first_name.trim(),
          lastName: input.last_name.trim(),
          status: "pending",
        }),
      )
      .catch(async (err: unknown) => {
        // Two sign-ups racing for one email or phone: the unique index decides, and the loser gets the answer
        // a sequential duplicate gets (the winner is committed by now, so the same check sees it).
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        await this.refuseTaken(email, phone);
        const field = constraint.includes("phone") ? "phone" : "email";
        throw AppError.validation(
          { [field]: [field === "phone" ? accountMessages.phoneTaken : accountMessages.emailTaken] },
          undefined,
          "REGISTRATION_FAILED",
        );
      });
    await this.verification.send(created.user.id, "email", origin);
    if (phone) await this.verification.send(created.user.id, "phone");
    return {
      user_id: created.user.id,
      email,
      phone,
      verification_sent_to: phone ? ["email", "phone"] : ["email"],
    };
  }

  /** 422 REGISTRATION_FAILED naming the email and/or phone another account holds (deleted ones too). */
  private async refuseTaken(email: string, phone: string | null) {
    const errors: Record<string, string[]> = {};
    const taken = await users.holdersOf(this.db, email, phone);
    if (taken.some((t) => t.email === email)) errors.email = [accountMessages.emailTaken];
    if (phone && taken.some((t) => t.phone === phone)) errors.phone = [accountMessages.phoneTaken];
    if (Object.keys(errors).length) throw AppError.validation(errors, undefined, "REGISTRATION_FAILED");
  }

  /** The signed-in user as the session shows them. */
  async sessionUserOf(userId: number) {
    const user = await this.userById(userId);
    if (!user) throw AppError.unauthorized(messages.session.userNotFound, "USER_NOT_FOUND");
    return sessionUser(user);
  }

  /** Turns two-step login on or off (always on for admins); the reply's message and the session user. */
  async setLoginCodes(session: Session, enabled: boolean) {
    if (session.role === "admin" && !enabled)
      throw AppError.validation({ enabled: [accountMessages.adminsUseCodes] });
    await users.setLoginCodes(this.db, session.userId, enabled);
    return {
      message: enabled ? accountMessages.loginCodesOn : accountMessages.loginCodesOff,
      user: await this.sessionUserOf(session.userId),
    };
  }

  /** SPEC §4 Login: the three outcomes. */
  async login(identifier: { email?: string; phone?: string }, password: string) {
    const user = await this.userByIdentifier(identifier);
    // The account limit (ADR 0101) counts attempts on the account actually looked up, whatever spelling or extra
    // fields reached it. Past it the account is guarded, not locked: wrong passwords are refused as too many,
    // and the right one still signs in, through the code sent to the owner's email or phone.
    const guarded = !(await hit(
      this.deps,
      `login:${user ? `user:${user.id}` : `unknown:${identifier.email?.trim().toLowerCase() ?? identifier.phone}`}`,
      this.deps.config.AUTH_RATE_LIMIT,
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
      await this.deps.outbox.send(
        bySms
          ? {
              channel: "sms",
              to: user.phone!,
              text: accountMail.loginCodeSms(code),
              kind: "login_code",
            }
          : {
              channel: "email",
              to: user.email,
              subject: accountMail.loginCodeSubject,
              text: accountMail.loginCodeEmail(code),
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

  /** The login reply's token fields: a new sign-in, or the token a refresh gave. */
  async tokenReply(user: UserRow, given?: IssuedToken) {
    const issued = given ?? (await this.deps.tokens.issue(user));
    return {
      token: issued.token,
      expires_in: issued.expires_in,
      token_type: "jwt" as const,
      user: sessionUser(user),
    };
  }

  /**
   * The successor of a valid token; the old one stops working after the grace window, and refreshing it again
   * within the window answers the same successor (ADR 0100 addendum).
   */
  async refresh(session: Session) {
    const user = await this.userById(session.userId);
    if (!user) throw AppError.unauthorized(messages.session.userNotFound, "USER_NOT_FOUND");
    return this.tokenReply(user, await this.deps.tokens.rotate(session, user, REFRESH_GRACE_SECONDS));
  }

  async forgotPassword(identifier: { email?: string; phone?: string }, origin?: string | null) {
    const user = await this.userByIdentifier(identifier);
    if (!user || user.status === "suspended") return;
    const token = newToken();
    await this.secrets.create(user.id, "reset_password", { token });
    const link = `${linkBase(this.deps.config, origin)}/reset-password?token=${token}`;
    if (identifier.phone && user.phone) {
      await this.deps.outbox.send({
        channel: "sms",
        to: user.phone,
        text: accountMail.resetSms(link),
        kind: "reset_password",
      });
      return;
    }
    await this.deps.outbox.send({
      channel: "email",
      to: user.email,
      subject: accountMail.resetSubject,
      text: accountMail.resetEmail(user.first_name, link),
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
    await users.setPassword(this.db, user.id, await hashPassword(password));
    // A change of e-mail or phone asked for before the reset may not have been the owner's (ADR 0026).
    await this.contactChanges.cancelPending(user.id);
  }
}
