/** Sessions' SQL (ADR 0020: SQL lives in repositories): what a token check needs, and revocations. */
import type { Database } from "../db/client.ts";
import type { AccountRole } from "../db/schema/accounts.ts";

export interface SessionState {
  role: AccountRole;
  status: string;
  deleted: boolean;
  /** Issued before the account's sessions_valid_after (password change, "sign out everywhere"). */
  stale: boolean;
  revoked: boolean;
}

export class SessionsRepo {
  constructor(private readonly database: Database) {}

  /** The account behind a token and whether the token was revoked; none when the account is gone. */
  async state(userId: number, issuedAtMs: number, jti: string): Promise<SessionState | undefined> {
    const [row] = await this.database.query<SessionState>(
      `select u.role, u.status, u.deleted_at is not null as deleted,
              coalesce(u.sessions_valid_after > to_timestamp($2 / 1000.0), false) as stale,
              exists (select 1 from revoked_tokens r where r.jti = $3 and r.revoked_from <= now()) as revoked
         from users u where u.id = $1`,
      [userId, issuedAtMs, jti],
    );
    return row;
  }

  /** Revokes a token id from `fromMs` (an earlier revocation stands). */
  async revoke(jti: string, userId: number, expiresAt: number, fromMs: number): Promise<void> {
    await this.database.query(
      `insert into revoked_tokens (jti, user_id, expires_at, revoked_from)
       values ($1, $2, to_timestamp($3), to_timestamp($4 / 1000.0))
       on conflict (jti) do update set revoked_from = least(revoked_tokens.revoked_from, excluded.revoked_from)`,
      [jti, userId, expiresAt, fromMs],
    );
  }
}
