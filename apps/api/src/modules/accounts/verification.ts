/**
 * Verifying an account's email (a link) or phone (a 6-digit code), SPEC §4 login outcome c: sending a fresh link
 * or code, checking it, and activating a pending account.
 */
import { accountMail, accountMessages } from "@ile/contract";
import { AppError } from "../../platform/errors.ts";
import { linkBase } from "../../platform/origin.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import type { ContactChanges } from "./contact-changes.ts";
import { userByIdentifier } from "./lookup.ts";
import * as users from "./repo/users.ts";
import { newCode, newToken, type Secrets } from "./secrets.ts";
import type { UserRow } from "./session-user.ts";

export class Verification {
  constructor(
    private readonly deps: Pick<ServiceDeps, "db" | "config" | "outbox">,
    private readonly secrets: Secrets,
    private readonly changes: ContactChanges,
  ) {}

  /**
   * Sends a fresh email link or phone code (earlier ones stop working). The link leads to the site the request
   * came from when it is an allowed origin (`origin`, issue 38), else to PUBLIC_URL.
   */
  async send(userId: number, channel: "email" | "phone", origin?: string | null) {
    const user = await users.userById(this.deps.db, userId);
    if (!user) return;
    if (channel === "email") {
      const token = newToken();
      await this.secrets.create(user.id, "verify_email", { token });
      const link = `${linkBase(this.deps.config, origin)}/verify/email/${user.id}/${token}`;
      await this.deps.outbox.send({
        channel: "email",
        to: user.email,
        subject: accountMail.verifyEmailSubject,
        text: accountMail.verifyEmail(user.first_name, link),
        kind: "verify_email",
      });
      return;
    }
    if (!user.phone) return;
    const code = newCode();
    await this.secrets.create(user.id, "verify_phone", { code });
    await this.deps.outbox.send({
      channel: "sms",
      to: user.phone,
      text: accountMail.verifyPhone(code),
      kind: "verify_phone",
    });
  }

  /** Marks the email or phone verified and activates a pending account. */
  private markVerified(userId: number, channel: "email" | "phone") {
    return users.markVerified(this.deps.db, userId, channel);
  }

  /** A sign-up link, or the link of a change of e-mail (the same page and call, ADR 0026). */
  async verifyEmail(userId: number, token: string) {
    const secret = await this.secrets.findByToken("verify_email", token);
    if (!secret && (await this.changes.confirmEmail(userId, token))) return;
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

  /** Verifies an email (user id and the link's token) or a phone (its 6-digit code, by user id or phone). */
  async verify(
    input: { user_id: number; token: string } | { user_id?: number; phone?: string; code: string },
  ) {
    if ("token" in input) return this.verifyEmail(input.user_id, input.token);
    const user = input.user_id
      ? await users.userById(this.deps.db, input.user_id)
      : await userByIdentifier(this.deps.db, { phone: input.phone });
    if (!user) throw AppError.validation({ code: [accountMessages.invalidPhoneCode] });
    await this.verifyPhone(user, input.code);
  }

  /** A new link or code for a pending account; nothing (and the same reply) for any other. */
  async resend(
    input: { user_id?: number; email?: string; phone?: string; channel?: "email" | "phone" },
    origin?: string | null,
  ) {
    if (!input.user_id && !input.email && !input.phone)
      throw AppError.validation({ email: [accountMessages.identifierRequired] });
    const user = input.user_id
      ? await users.userById(this.deps.db, input.user_id)
      : await userByIdentifier(this.deps.db, { email: input.email, phone: input.phone });
    if (user && user.status === "pending") {
      const channel = input.channel ?? (input.phone ? "phone" : "email");
      await this.send(user.id, channel === "phone" && user.phone ? "phone" : "email", origin);
    }
  }
}
