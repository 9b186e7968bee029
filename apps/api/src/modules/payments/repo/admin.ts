/** The payments an admin looks through and the refund mark (SQL only; the rules are in admin-service.ts). */
import type { AdminPaymentQuery } from "@ile/contract";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import { pageWindow } from "../../../platform/pagination.ts";

export interface AdminPaymentRow {
  id: number;
  reference: string;
  user_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  purpose: string;
  amount_kobo: number;
  gateway: string;
  status: string;
  paid_at: Date | null;
  created_at: Date;
  refunded_at: Date | null;
  refunded_by: number | null;
  refund_reason: string | null;
}

const SELECT = sql`select p.id, p.reference, p.user_id, u.email, pr.first_name, pr.last_name, p.purpose,
    p.amount_kobo, p.gateway, p.status, p.paid_at, p.created_at, p.refunded_at, p.refunded_by, p.refund_reason
  from payments p join users u on u.id = p.user_id left join profiles pr on pr.user_id = p.user_id`;

function whereOf(q: AdminPaymentQuery): SQL {
  const clauses: SQL[] = [sql`true`];
  if (q.status) clauses.push(sql`p.status = ${q.status}`);
  if (q.purpose) clauses.push(sql`p.purpose = ${q.purpose}`);
  const text = q.query?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    clauses.push(sql`(p.reference = ${text} or u.email ilike ${like}
      or (coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')) ilike ${like})`);
  }
  return sql.join(clauses, sql` and `);
}

export async function findPayments(db: DbOrTx, q: AdminPaymentQuery) {
  const where = whereOf(q);
  const { limit, offset } = pageWindow(q.page, q.per_page);
  const [count, rows] = await Promise.all([
    firstOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments p join users u on u.id = p.user_id
          left join profiles pr on pr.user_id = p.user_id where ${where}`,
    ),
    rowsOf<AdminPaymentRow>(
      db,
      sql`${SELECT} where ${where} order by p.id desc limit ${limit} offset ${offset}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export function adminPaymentByReference(db: DbOrTx, reference: string, lock = false) {
  return firstOf<AdminPaymentRow>(
    db,
    sql`${SELECT} where p.reference = ${reference} ${lock ? sql`for update of p` : sql``}`,
  );
}

export async function markRefunded(tx: DbOrTx, id: number, adminId: number, reason: string) {
  await tx.execute(
    sql`update payments set refunded_at = now(), refunded_by = ${adminId}, refund_reason = ${reason},
          updated_at = now() where id = ${id}`,
  );
}
