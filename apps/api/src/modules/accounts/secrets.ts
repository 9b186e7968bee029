/**
 * One-time secrets (email links, phone and login codes, reset tokens). Only hashes are stored: a link token
 * or session token by SHA-256, a 6-digit code by HMAC-SHA256 with the server secret (a bare hash of a 6-digit
 * number would be reversed in a millisecond). Each is single use, expires, and allows MAX_CODE_ATTEMPTS tries.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { SecretPurpose, SecretRow } from "./repo/secrets.ts";
import * as repo from "./repo/secrets.ts";

export type { SecretPurpose, SecretRow } from "./repo/secrets.ts";

export const MAX_CODE_ATTEMPTS = 5;
export const TTL_SECONDS: Record<SecretPurpose, number> = {
  verify_email: 24 * 3600,
  verify_phone: 10 * 60,
  login: 10 * 60,
  reset_password: 60 * 60,
  change_email: 24 * 3600,
  change_phone: 10 * 60,
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

export class Secrets {
  constructor(
    private readonly db: Db,
    private readonly key: string,
  ) {}

  /**
   * Makes a new secret for a user, voiding earlier unused ones of the same purpose — except login codes, each
   * tied to its own session token, so two devices logging in at once do not cancel each other.
   */
  async create(
    userId: number,
    purpose: SecretPurpose,
    opts: { token?: string; code?: string },
  ): Promise<number> {
    if (purpose !== "login") await repo.voidSecrets(this.db, userId, purpose);
    return repo.insertSecret(this.db, {
      userId,
      purpose,
      tokenHash: opts.token ? sha256(opts.token) : null,
      codeHash: opts.code ? codeHash(opts.code, this.key) : null,
      ttl: TTL_SECONDS[purpose],
    });
  }

  /** Voids the user's unused secrets of these purposes. */
  async voidAll(userId: number, purposes: SecretPurpose[]) {
    for (const purpose of purposes) await repo.voidSecrets(this.db, userId, purpose);
  }

  /** The live secret a token points at (not used, not expired, tries left), or null. */
  findByToken(purpose: SecretPurpose, token: string): Promise<SecretRow | null> {
    return repo.liveSecretByToken(this.db, purpose, sha256(token), MAX_CODE_ATTEMPTS);
  }

  /** The user's live secret of a purpose (phone codes are looked up by user). */
  findLatest(userId: number, purpose: SecretPurpose): Promise<SecretRow | null> {
    return repo.latestLiveSecret(this.db, userId, purpose, MAX_CODE_ATTEMPTS);
  }

  /**
   * Checks a code against a secret. Each check first claims one of the secret's tries in one conditional
   * update, so however many requests race, at most MAX_CODE_ATTEMPTS codes are ever compared; a wrong code on
   * the last try spends the secret. A right code uses the secret up, conditionally, so two racing requests never
   * both succeed.
   */
  async checkCode(secret: SecretRow, code: string): Promise<boolean> {
    const attempts = await repo.claimAttempt(this.db, secret.id, MAX_CODE_ATTEMPTS);
    if (attempts === null) return false;
    if (!secret.code_hash || !/^\d{6}$/.test(code) || !sameHash(secret.code_hash, codeHash(code, this.key))) {
      if (attempts >= MAX_CODE_ATTEMPTS) await this.use(secret.id);
      return false;
    }
    return this.use(secret.id);
  }

  /** Marks a secret used; false when another request used it first. */
  use(id: number): Promise<boolean> {
    return repo.useSecret(this.db, id);
  }
}
