/**
 * Changing an account's e-mail or phone (issue 38, ADR 0026), verified like at sign-up: a link to the new e-mail
 * (opened through the sign-up link's page and call, /verify/email/{id}/{token}), a 6-digit code to the new number.
 * The change applies only then. Asking needs the current password (the e-mail and phone are how an account is
 * recovered, so a borrowed session must not be able to move them), and the address told so far hears of it.
 * Two accounts claiming one address: the check when asking answers the taken message, and when both confirm at
 * once the users table's unique index lets one win; the other gets the same taken message.
 */
import { accountMail, accountMessages as m, messages } from "@ile/contract";
import { AppError, uniqueViolation } from "../../platform/errors.ts";
import { linkBase } from "../../platform/origin.ts";
import { verifyPassword } from "../../platform/passwords.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import * as repo from "./repo/contact-changes.ts";
import { useSecret } from "./repo/secrets.ts";
import * as users from "./repo/users.ts";
import { newCode, newToken, type Secrets } from "./secrets.ts";
import { sessionUser, type UserRow } from "./session-user.ts";
import { normaliseNigerianPhone } from "./validation.ts";

const emailTaken = () => AppError.validation({ email: [m.emailTaken] }, m.emailTaken);
const phoneTaken = () => AppError.validation({ phone: [m.phoneTaken] }, m.phoneTaken);

export class ContactChanges {
  constructor(
    private readonly deps: Pick<ServiceDeps, "db" | "config" | "outbox">,
    private readonly secrets: Secrets,
  ) {}

  /** The signed-in user, once their current password is given again. */
  private async reauthenticate(userId: number, password: string): Promise<UserRow> {
    const user = await users.userById(this.deps.db, userId);
    if (!user) throw AppError.unauthorized(messages.session.userNotFound, "USER_NOT_FOUND");
    if (!(await verifyPassword(user.password_hash, password)))
      throw AppError.validation({ current_password: [m.currentPasswordWrong] }, m.currentPasswordWrong);
    return user;
  }

  /** Sends a link to the new e-mail (on the site the request came from, when allowed) and tells the old one. */
  async requestEmail(
    userId: number,
    input: { email: string; current_password: string },
    origin?: string | null,
  ) {
    const user = await this.reauthenticate(userId, input.current_password);
    const email = input.email;
    if (email === user.email) throw AppError.validation({ email: [m.sameEmail] }, m.sameEmail);
    if ((await users.holdersOf(this.deps.db, email, null)).length) throw emailTaken();
    const token = newToken();
    const secretId = await this.secrets.create(user.id, "change_email", { token });
    await repo.insertChange(this.deps.db, { secretId, userId: user.id, channel: "email", newValue: email });
    const link = `${linkBase(this.deps.config, origin)}/verify/email/${user.id}/${token}`;
    await this.deps.outbox.send({
      channel: "email",
      to: email,
      subject: accountMail.changeEmailSubject,
      text: accountMail.changeEmail(user.first_name, link),
      kind: "change_email",
    });
    await this.deps.outbox.send({
      channel: "email",
      to: user.email,
      subject: accountMail.changeEmailNoticeSubject,
      text: accountMail.changeEmailNotice(user.first_name, email),
      kind: "change_email_notice",
    });
    return { message: m.emailChangeSent(email) };
  }

  /**
   * Applies the change a link stands for; false when the token is no change of this user's (the caller answers
   * as for any bad link). The secret is used and the e-mail set in one transaction, so a change refused because
   * another account took the address meanwhile leaves nothing half done.
   */
  async confirmEmail(userId: number, token: string): Promise<boolean> {
    const secret = await this.secrets.findByToken("change_email", token);
    if (!secret || Number(secret.user_id) !== userId) return false;
    const change = await repo.changeOf(this.deps.db, Number(secret.id));
    if (!change) return false;
    const applied = await this.deps.db
      .transaction(async (tx) => {
        if (!(await useSecret(tx, Number(secret.id)))) return false;
        await repo.applyChange(tx, userId, "email", change.new_value);
        return true;
      })
      .catch((err: unknown) => {
        if (uniqueViolation(err) !== null) throw emailTaken();
        throw err;
      });
    return applied;
  }

  /** Sends a code by SMS to the new number and tells the account's e-mail. */
  async requestPhone(userId: number, input: { phone: string; current_password: string }) {
    const user = await this.reauthenticate(userId, input.current_password);
    const phone = normaliseNigerianPhone(input.phone);
    if (!phone) throw AppError.validation({ phone: [m.phoneInvalid] }, m.phoneInvalid);
    if (phone === user.phone) throw AppError.validation({ phone: [m.samePhone] }, m.samePhone);
    if ((await users.holdersOf(this.deps.db, "", phone)).some((h) => h.phone === phone)) throw phoneTaken();
    const code = newCode();
    const secretId = await this.secrets.create(user.id, "change_phone", { code });
    await repo.insertChange(this.deps.db, { secretId, userId: user.id, channel: "phone", newValue: phone });
    await this.deps.outbox.send({
      channel: "sms",
      to: phone,
      text: accountMail.changePhone(code),
      kind: "change_phone",
    });
    await this.deps.outbox.send({
      channel: "email",
      to: user.email,
      subject: accountMail.changePhoneNoticeSubject,
      text: accountMail.changePhoneNotice(user.first_name, phone),
      kind: "change_phone_notice",
    });
    return { message: m.phoneChangeSent(phone) };
  }

  /**
   * Applies the pending phone change on the right code. Codes allow MAX_CODE_ATTEMPTS tries, counted in the
   * database as at sign-up (Secrets.checkCode), so racing guesses never get more.
   */
  async confirmPhone(userId: number, code: string) {
    const secret = await this.secrets.findLatest(userId, "change_phone");
    const change = secret ? await repo.changeOf(this.deps.db, Number(secret.id)) : null;
    if (!secret || !change || !(await this.secrets.checkCode(secret, code)))
      throw AppError.validation({ code: [m.invalidPhoneCode] }, m.invalidPhoneCode);
    await repo.applyChange(this.deps.db, userId, "phone", change.new_value).catch((err: unknown) => {
      if (uniqueViolation(err) !== null) throw phoneTaken();
      throw err;
    });
    const user = await users.userById(this.deps.db, userId);
    return { message: m.phoneChanged, user: sessionUser(user!) };
  }

  /** Voids pending changes (a password reset: whoever asked for them may not be the owner). */
  async cancelPending(userId: number) {
    await this.secrets.voidAll(userId, ["change_email", "change_phone"]);
  }
}
