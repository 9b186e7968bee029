/** SQL of maintenance requests and their private photos (ADR 0950, 0951). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface MaintenanceRow {
  id: number;
  tenancy_id: number;
  raised_by: number;
  title: string;
  description: string;
  urgency: "low" | "normal" | "urgent" | "emergency";
  status: "open" | "assigned" | "in_progress" | "done" | "cancelled";
  assignee_id: number | null;
  assignee_name: string | null;
  created_at: Date;
  updated_at: Date;
  unit_address: string;
  landlord_id: number;
  managed_by: number | null;
  tenant_id: number | null;
  tenant_name: string;
}

const MAINTENANCE_SELECT = sql`
  select m.id, m.tenancy_id, m.raised_by, m.title, m.description, m.urgency, m.status, m.assignee_id,
         coalesce(trim(ap.first_name || ' ' || ap.last_name), au.email) as assignee_name,
         m.created_at, m.updated_at, t.unit_address, t.landlord_id, t.managed_by, t.tenant_id,
         coalesce(nullif(trim(coalesce(tp.first_name, '') || ' ' || coalesce(tp.last_name, '')), ''),
                  nullif(t.tenant_name, ''), t.tenant_email) as tenant_name
    from maintenance_requests m
    join tenancies t on t.id = m.tenancy_id
    left join users au on au.id = m.assignee_id
    left join profiles ap on ap.user_id = m.assignee_id
    left join profiles tp on tp.user_id = t.tenant_id`;

export async function insertMaintenance(
  tx: DbOrTx,
  m: { tenancyId: number; raisedBy: number; title: string; description: string; urgency: string },
) {
  return (await firstOf<{ id: number }>(
    tx,
    sql`insert into maintenance_requests (tenancy_id, raised_by, title, description, urgency)
        values (${m.tenancyId}, ${m.raisedBy}, ${m.title}, ${m.description}, ${m.urgency}) returning id`,
  ))!;
}

export async function maintenanceById(db: DbOrTx, id: number) {
  return firstOf<MaintenanceRow>(db, sql`${MAINTENANCE_SELECT} where m.id = ${id}`);
}

export async function maintenanceOf(db: DbOrTx, userId: number) {
  return rowsOf<MaintenanceRow>(
    db,
    sql`${MAINTENANCE_SELECT}
        where t.landlord_id = ${userId} or t.managed_by = ${userId} or t.tenant_id = ${userId}
           or m.assignee_id = ${userId}
        order by m.created_at desc, m.id desc limit 200`,
  );
}

export async function updateMaintenance(tx: DbOrTx, id: number, status: string, assigneeId: number | null) {
  await tx.execute(
    sql`update maintenance_requests set status = ${status}, assignee_id = ${assigneeId}, updated_at = now()
         where id = ${id}`,
  );
}

export async function photosOf(db: DbOrTx, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return rowsOf<{ id: number; request_id: number; storage_key: string }>(
    db,
    sql`select id, request_id, storage_key from maintenance_photos
         where request_id = any(${sql.param(requestIds)}::bigint[]) order by request_id, position, id`,
  );
}

export async function photoById(db: DbOrTx, id: number) {
  return firstOf<{ id: number; request_id: number; storage_key: string }>(
    db,
    sql`select id, request_id, storage_key from maintenance_photos where id = ${id}`,
  );
}

export async function photoCount(db: DbOrTx, requestId: number) {
  const row = await firstOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from maintenance_photos where request_id = ${requestId}`,
  );
  return Number(row?.n ?? 0);
}

export async function insertPhoto(db: DbOrTx, requestId: number, key: string, position: number) {
  await db.execute(
    sql`insert into maintenance_photos (request_id, storage_key, position) values (${requestId}, ${key}, ${position})`,
  );
}

// Figures --------------------------------------------------------------------------------
