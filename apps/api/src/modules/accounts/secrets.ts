/**
 * One-time secrets (email links, phone and login codes, reset tokens). Only hashes are stored: a link token
 * or session token by SHA-256, a 6-digit code by HMAC-SHA256 with the server secret (a bare hash of a 6-digit
 * number would be reversed in a millisecond). Each is single use, expires, and allows MAX_CODE_ATTEMPTS tries.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client.ts";

export type SecretPurpose = "verify_email" | "verify_phone" | "login" | "reset_password";

export const MAX_CODE_ATTEMPTS = 5;
export const TTL_SECONDS: Record<SecretPurpose, number> = {
  verify_email: 24 * 3600,
  verify_phone: 10 * 60,
  login: 10 * 60,
  reset_password: 60 * 60,
};

export const newToken = () => randomBytes(32).toString("base64url");
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const codeHash = (code: string, key: string) => createHmac("sha256", key).update(code).digest("hex");

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface SecretRow {
  id: number;
  user_id: number;
  code_hash: string | null;
  attempts: number;
}

export class Secrets {
  constructor(
    private readonly database: Database,
    private readonly key: string,
  ) {}

  /**
   * Makes a new secret for a user, voiding earlier unused ones of the same purpose — except login codes, each
   * tied to its own session token, so two devices logging in at once do not cancel each other.
   */
  async create(userId: number, purpose: SecretPurpose, opts: { token?: string; code?: string }) {
    if (purpose !== "login") {
      await this.database.query(
        "update one_time_secrets set used_at = now(), updated_at = now() where user_id = $1 and purpose = $2 and used_at is null",
        [userId, purpose],
      );
    }
    await this.database.query(
      `insert into one_time_secrets (user_id, purpose, token_hash, code_hash, expires_at)
       values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [
        userId,
        purpose,
        opts.token ? sha256(opts.token) : null,
        opts.code ? codeHash(opts.code, this.key) : null,
        TTL_SECONDS[purpose],
      ],
    );
  }

  /** The live secret a token points at (not used, not expired, tries left), or null. */
  async findByToken(purpose: SecretPurpose, token: string): Promise<SecretRow | null> {
    const [row] = await this.database.query<SecretRow>(
      `select id, user_id, code_hash, attempts from one_time_secrets
        where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now() and attempts < $3`,
      [sha256(token), purpose, MAX_CODE_ATTEMPTS],
    );
    return row ?? null;
  }

  /** The user's live secret of a purpose (phone codes are looked up by user). */
  async findLatest(userId: number, purpose: SecretPurpose): Promise<SecretRow | null> {
    const [row] = await this.database.query<SecretRow>(
      `select id, user_id, code_hash, attempts from one_time_secrets
        where user_id = $1 and purpose = $2 and used_at is null and expires_at > now() and attempts < $3
        order by id desc limit 1`,
      [userId, purpose, MAX_CODE_ATTEMPTS],
    );
    return row ?? null;
  }

  /**
   * Checks a code against a secret. Each check first claims one of the secret's tries in one conditional
   * update, so however many requests race, at most MAX_CODE_ATTEMPTS codes are ever compared; a wrong code on
   * the last try spends the secret. A right code uses the secret up, conditionally, so two racing requests never
   * both succeed.
   */
  async checkCode(secret: SecretRow, code: string): Promise<boolean> {
    const [claimed] = await this.database.query<{ attempts: number }>(
      `update one_time_secrets set attempts = attempts + 1, updated_at = now()
        where id = $1 and used_at is null and expires_at > now() and attempts < $2
        returning attempts`,
      [secret.id, MAX_CODE_ATTEMPTS],
    );
    if (!claimed) return false;
    if (!secret.code_hash || !/^\d{6}$/.test(code) || !sameHash(secret.code_hash, codeHash(code, this.key))) {
      if (claimed.attempts >= MAX_CODE_ATTEMPTS) await this.use(secret.id);
      return false;
    }
    return this.use(secret.id);
  }

  /** Marks a secret used; false when another request used it first. */
  async use(id: number): Promise<boolean> {
    const rows = await this.database.query(
      "update one_time_secrets set used_at = now(), updated_at = now() where id = $1 and used_at is null returning id",
      [id],
    );
    return rows.length === 1;
  }
}
