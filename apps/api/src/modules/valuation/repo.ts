/** Valuation's one query: Ile's own available listings nearest an estimate, for the comparables (SQL only). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export interface OwnListingRow {
  slug: string;
  city: string;
  property_type: string;
  bedrooms: number;
  price: number;
  title: string;
}

/**
 * Up to 3 available listings of the purpose in the state (and town, and bedrooms, when given) whose price is
 * nearest the estimate in ratio; rents only when they are yearly (the estimates are yearly rents).
 */
export function nearestOwnListings(
  db: DbOrTx,
  q: {
    purpose: "sale" | "rent";
    state: string;
    town: string;
    bedrooms: number | null;
    estimateNaira: number;
  },
): Promise<OwnListingRow[]> {
  return rowsOf<OwnListingRow>(
    db,
    sql`select slug, city, property_type, bedrooms, price, title from properties
        where deleted_at is null and status = 'available' and listing_type = ${q.purpose}
          and lower(state) = lower(${q.state})
          and (${q.town} = '' or lower(city) = lower(${q.town}))
          and (${q.bedrooms}::int is null or bedrooms = ${q.bedrooms}::int)
          and (${q.purpose} = 'sale' or rent_period is null or rent_period = 'year')
        order by abs(ln(greatest(price, 1)::float8 / 100.0 / ${q.estimateNaira}::float8)) limit 3`,
  );
}
