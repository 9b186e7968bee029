/** SQL of the admin decisions on the store's sellers (ADR 0302): users with products, approve, verify. */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsAndTotal, rowsOf } from "../../db/rows.ts";
import { type ReviewFilter, reviewWhere } from "../../platform/review-queue.repo.ts";

export interface AdminSellerRow {
  user_id: number;
  name: string;
  email: string;
  phone: string | null;
  products: number;
  kyc_verified: boolean;
  approved_at: Date | null;
  verified_at: Date | null;
  first_listed_at: Date;
}

const SELLERS = sql`
  with sellers as (
    select seller_id, count(*)::int as products, min(created_at) as first_listed_at
    from store_products where deleted_at is null group by seller_id
  )
  select u.id as user_id, trim(coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')) as name,
    u.email, u.phone, s.products, (pr.verified_at is not null) as kyc_verified, ss.approved_at, ss.verified_at,
    s.first_listed_at
  from sellers s
  join users u on u.id = s.seller_id
  left join profiles pr on pr.user_id = u.id
  left join store_sellers ss on ss.user_id = u.id`;

function whereOf(f: ReviewFilter): SQL {
  const like = f.query ? `%${f.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return reviewWhere(f, {
    base: sql`u.deleted_at is null`,
    id: sql`u.id`,
    approvedAt: sql`ss.approved_at`,
    words: like
      ? sql`(lower(u.email) like ${like} or lower(coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')) like ${like})`
      : null,
  });
}

export async function sellersForReview(
  db: DbOrTx,
  f: { status?: string | undefined; query?: string | undefined },
  window: { offset: number; limit: number },
): Promise<{ rows: AdminSellerRow[]; total: number }> {
  const where = whereOf(f);
  return rowsAndTotal<AdminSellerRow>(
    db,
    sql`${SELLERS} where ${where} order by s.first_listed_at desc, u.id desc
          limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n from (${SELLERS} where ${where}) x`,
  );
}

export const sellerForReview = (db: DbOrTx, userId: number) =>
  firstOf<AdminSellerRow>(db, sql`${SELLERS} where ${whereOf({ id: userId })}`);

/** Records the decision once: true when this call made it. */
export async function decide(
  db: DbOrTx,
  userId: number,
  adminId: number,
  decision: "approve" | "verify",
): Promise<boolean> {
  await db.execute(
    sql`insert into store_sellers (user_id) values (${userId}) on conflict (user_id) do nothing`,
  );
  const rows = await rowsOf<{ user_id: number }>(
    db,
    decision === "approve"
      ? sql`update store_sellers set approved_at = now(), approved_by = ${adminId}, updated_at = now()
            where user_id = ${userId} and approved_at is null returning user_id`
      : sql`update store_sellers set verified_at = now(), verified_by = ${adminId}, updated_at = now()
            where user_id = ${userId} and verified_at is null returning user_id`,
  );
  return rows.length > 0;
}
