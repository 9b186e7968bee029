/** SQL of management requests (ADR 0950, 0951): the request from /property-management and the staff's handling. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface ManagementRequestRow {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string;
  city: string;
  units: number;
  message: string;
  status: "new" | "contacted" | "in_progress" | "closed" | "declined";
  staff_note: string;
  created_at: Date;
  updated_at: Date;
}

const SELECT = sql`select id, user_id, name, email, phone, city, units, message, status, staff_note, created_at,
                          updated_at from management_requests`;

export async function insertManagementRequest(
  db: DbOrTx,
  r: {
    userId: number | null;
    name: string;
    email: string;
    phone: string;
    city: string;
    units: number;
    message: string;
  },
) {
  await db.execute(
    sql`insert into management_requests (user_id, name, email, phone, city, units, message)
        values (${r.userId}, ${r.name}, ${r.email}, ${r.phone}, ${r.city}, ${r.units}, ${r.message})`,
  );
}

/** Requests of one status, or every request still open (new, contacted, in progress); oldest waiting first. */
export async function managementRequests(db: DbOrTx, status: string) {
  const where =
    status === "open" ? sql`status in ('new', 'contacted', 'in_progress')` : sql`status = ${status}`;
  return rowsOf<ManagementRequestRow>(
    db,
    sql`${SELECT} where ${where} order by created_at ${status === "open" ? sql`asc` : sql`desc`}, id limit 200`,
  );
}

export async function managementRequestForUpdate(db: DbOrTx, id: number) {
  return firstOf<ManagementRequestRow>(db, sql`${SELECT} where id = ${id} for update`);
}

export async function setManagementStatus(db: DbOrTx, id: number, status: string, note: string) {
  return (await firstOf<ManagementRequestRow>(
    db,
    sql`update management_requests set status = ${status}, staff_note = ${note}, updated_at = now()
         where id = ${id}
        returning id, user_id, name, email, phone, city, units, message, status, staff_note, created_at, updated_at`,
  ))!;
}
