/** The sandbox gateway's own transactions (SQL only). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf } from "../../../db/rows.ts";
import type { GatewayStatus } from "../types.ts";

export interface SandboxTransaction {
  reference: string;
  email: string;
  amount_kobo: number;
  currency: string;
  callback_url: string | null;
  status: GatewayStatus;
  paid_at: Date | null;
}

const COLUMNS = sql.raw("reference, email, amount_kobo, currency, callback_url, status, paid_at");

export async function insertSandboxTransaction(
  db: DbOrTx,
  t: { reference: string; email: string; amountKobo: number; callbackUrl: string; metadata: unknown },
) {
  await db.execute(
    sql`insert into sandbox_transactions (reference, email, amount_kobo, currency, callback_url, metadata)
        values (${t.reference}, ${t.email}, ${t.amountKobo}, 'NGN', ${t.callbackUrl},
                ${JSON.stringify(t.metadata)}::jsonb)`,
  );
}

export function sandboxTransaction(db: DbOrTx, reference: string) {
  return firstOf<SandboxTransaction>(
    db,
    sql`select ${COLUMNS} from sandbox_transactions where reference = ${reference}`,
  );
}

/** pending → success or failed, conditionally: null when it was no longer pending. */
export function decideSandboxTransaction(db: DbOrTx, reference: string, status: "success" | "failed") {
  return firstOf<SandboxTransaction>(
    db,
    sql`update sandbox_transactions set status = ${status},
               paid_at = case when ${status} = 'success' then now() end, updated_at = now()
         where reference = ${reference} and status = 'pending' returning ${COLUMNS}`,
  );
}

/** A sandbox payout, once per reference (a repeat is a no-op, as Paystack's idempotent reference). */
export async function insertSandboxTransfer(
  db: DbOrTx,
  t: { reference: string; recipientCode: string; amountKobo: number; reason: string },
) {
  await db.execute(
    sql`insert into sandbox_transfers (reference, recipient_code, amount_kobo, reason)
        values (${t.reference}, ${t.recipientCode}, ${t.amountKobo}, ${t.reason}) on conflict do nothing`,
  );
}

/** A sandbox refund, once per transaction. */
export async function insertSandboxRefund(db: DbOrTx, reference: string, amountKobo: number) {
  await db.execute(
    sql`insert into sandbox_refunds (transaction_reference, amount_kobo) values (${reference}, ${amountKobo})
        on conflict do nothing`,
  );
}
