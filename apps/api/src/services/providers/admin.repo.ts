/** SQL of the admin decisions on service providers (ADR 0302): the review list, approve, verify the licence. */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsAndTotal, rowsOf } from "../../db/rows.ts";
import { type ReviewFilter, reviewWhere } from "../../platform/review-queue.repo.ts";
import { prefixQuery } from "./repo.ts";

export interface AdminProviderRow {
  id: number;
  user_id: number;
  name: string;
  category: string;
  city: string;
  state: string;
  email: string;
  phone: string | null;
  licence_body: string | null;
  licence_number: string | null;
  kyc_verified: boolean;
  approved_at: Date | null;
  licence_verified_at: Date | null;
  created_at: Date;
}

const SELECT = sql`
  select p.id, p.user_id, p.name, p.category, p.city, p.state, p.email, p.phone, p.licence_body, p.licence_number,
    (pr.verified_at is not null) as kyc_verified, p.approved_at, p.licence_verified_at, p.created_at
  from service_providers p
  left join profiles pr on pr.user_id = p.user_id`;

function whereOf(f: ReviewFilter): SQL {
  const q = prefixQuery(f.query);
  return reviewWhere(f, {
    base: sql`p.deleted_at is null`,
    id: sql`p.id`,
    approvedAt: sql`p.approved_at`,
    words: q ? sql`p.search @@ to_tsquery('simple', ${q})` : null,
  });
}

export async function listForReview(
  db: DbOrTx,
  f: { status?: string | undefined; query?: string | undefined },
  window: { offset: number; limit: number },
): Promise<{ rows: AdminProviderRow[]; total: number }> {
  const where = whereOf(f);
  return rowsAndTotal<AdminProviderRow>(
    db,
    sql`${SELECT} where ${where} order by p.id desc limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n from service_providers p where ${where}`,
  );
}

export const providerForReview = (db: DbOrTx, id: number) =>
  firstOf<AdminProviderRow>(db, sql`${SELECT} where ${whereOf({ id })}`);

/** Approves once: true when this call approved it. */
export async function approve(db: DbOrTx, id: number, adminId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update service_providers set approved_at = now(), approved_by = ${adminId}, updated_at = now()
        where id = ${id} and deleted_at is null and approved_at is null returning id`,
  );
  return rows.length > 0;
}

/** Marks the registration number checked once (only when there is one): true when this call did it. */
export async function verifyLicence(db: DbOrTx, id: number, adminId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update service_providers set licence_verified_at = now(), licence_verified_by = ${adminId},
          updated_at = now()
        where id = ${id} and deleted_at is null and licence_verified_at is null
          and coalesce(licence_number, '') <> '' returning id`,
  );
  return rows.length > 0;
}
