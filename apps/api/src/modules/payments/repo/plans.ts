/** The plans table (SQL only). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import type { PlanRow } from "../types.ts";

const PLAN_COLUMNS = sql.raw(`id, code, name, description, monthly_price_kobo, yearly_price_kobo,
  premium_profile_views, listing_quota, premium_content, analytics_access, featured_listings, sort_order, active`);

export function planById(db: DbOrTx, id: number) {
  return firstOf<PlanRow>(db, sql`select ${PLAN_COLUMNS} from plans where id = ${Number(id)}`);
}

export function planByCode(db: DbOrTx, code: string) {
  return firstOf<PlanRow>(
    db,
    sql`select ${PLAN_COLUMNS} from plans where code = ${code.trim().toLowerCase()}`,
  );
}

export function activePlans(db: DbOrTx) {
  return rowsOf<PlanRow>(db, sql`select ${PLAN_COLUMNS} from plans where active order by sort_order, id`);
}

/** What an admin may change on a plan; undefined keeps the value, null clears a nullable limit. */
export interface PlanChange {
  name?: string;
  description?: string;
  monthlyPriceKobo?: number;
  yearlyPriceKobo?: number;
  premiumProfileViews?: number | null;
  listingQuota?: number | null;
  premiumContent?: boolean;
  analyticsAccess?: boolean;
  featuredListings?: number;
  active?: boolean;
}

export async function updatePlan(db: DbOrTx, id: number, c: PlanChange) {
  const setViews = c.premiumProfileViews !== undefined;
  const setQuota = c.listingQuota !== undefined;
  return (await firstOf<PlanRow>(
    db,
    sql`update plans set name = coalesce(${c.name ?? null}, name),
               description = coalesce(${c.description ?? null}, description),
               monthly_price_kobo = coalesce(${c.monthlyPriceKobo ?? null}::bigint, monthly_price_kobo),
               yearly_price_kobo = coalesce(${c.yearlyPriceKobo ?? null}::bigint, yearly_price_kobo),
               premium_profile_views = case when ${setViews}::boolean then ${c.premiumProfileViews ?? null}::int
                                            else premium_profile_views end,
               listing_quota = case when ${setQuota}::boolean then ${c.listingQuota ?? null}::int else listing_quota end,
               premium_content = coalesce(${c.premiumContent ?? null}::boolean, premium_content),
               analytics_access = coalesce(${c.analyticsAccess ?? null}::boolean, analytics_access),
               featured_listings = coalesce(${c.featuredListings ?? null}::int, featured_listings),
               active = coalesce(${c.active ?? null}::boolean, active), updated_at = now()
         where id = ${id} returning ${PLAN_COLUMNS}`,
  ))!;
}
