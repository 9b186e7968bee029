/** The outbox table's SQL (ADR 0020: SQL lives in repositories); `Outbox` in outbox.ts decides what to send. */
import type { Database } from "../db/client.ts";

export type OutboxChannel = "email" | "sms";

export interface OutboxRow {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  kind: string;
  state: "pending" | "kept" | "sent" | "failed";
  created_at: string;
}

export interface PendingMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  kind: string;
}

export class OutboxRepo {
  constructor(private readonly database: Database) {}

  async insert(
    message: { channel: OutboxChannel; to: string; subject?: string; text: string; kind: string },
    state: "pending" | "kept",
  ): Promise<number> {
    const [row] = await this.database.query<{ id: number }>(
      `insert into outbox (channel, recipient, subject, body, kind, state)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [message.channel, message.to, message.subject ?? null, message.text, message.kind, state],
    );
    return row!.id;
  }

  async markSent(id: number): Promise<void> {
    await this.database.query(
      "update outbox set state = 'sent', attempts = attempts + 1, sent_at = now(), updated_at = now() where id = $1",
      [id],
    );
  }

  /** Counts a failed attempt; the message fails for good at `maxAttempts`. */
  async markAttemptFailed(id: number, error: string, maxAttempts: number): Promise<void> {
    await this.database.query(
      `update outbox set attempts = attempts + 1, last_error = $2, updated_at = now(),
              state = case when attempts + 1 >= $3 then 'failed' else 'pending' end
        where id = $1`,
      [id, error.slice(0, 500), maxAttempts],
    );
  }

  /** Pending messages not touched for 30 s, oldest first. */
  pending(limit: number): Promise<PendingMessage[]> {
    return this.database.query<PendingMessage>(
      `select id, channel, recipient, subject, body, kind from outbox
        where state = 'pending' and updated_at < now() - interval '30 seconds'
        order by id limit $1`,
      [limit],
    );
  }

  /** Newest first, optionally for one recipient (already lower-cased). */
  list(to: string | null, limit: number): Promise<OutboxRow[]> {
    return this.database.query<OutboxRow>(
      `select id, channel, recipient as "to", subject, body as text, kind, state, created_at
         from outbox where ($1::text is null or lower(recipient) = $1)
        order by id desc limit $2`,
      [to, limit],
    );
  }
}
