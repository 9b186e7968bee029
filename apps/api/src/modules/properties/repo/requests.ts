/** Property requests ("what I am looking for") and the ones matching an owner's listings. */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import { pageWindow } from "../../../platform/pagination.ts";

export interface RequestRow {
  id: number | string;
  user_id: number | string;
  listing_type: "rent" | "sale";
  category: string | null;
  property_type: string | null;
  state: string;
  city: string | null;
  min_budget: number | string | null;
  max_budget: number | string;
  bedrooms: number | null;
  move_in_date: Date | string | null;
  note: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
}

export interface RequestValues {
  userId: number;
  listing_type: string;
  category: string | null;
  property_type: string | null;
  state: string;
  city: string | null;
  minBudgetKobo: number | null;
  maxBudgetKobo: number;
  bedrooms: number | null;
  move_in_date: string | null;
  note: string;
}

const SELECT = sql`select r.*, pr.first_name, pr.last_name from property_requests r
    left join profiles pr on pr.user_id = r.user_id`;

/** Which requests a list shows: one person's, those matching an owner's available listings, or all (admins). */
export type RequestScope = { userId: number } | { matchingOwner: number } | "all";

function whereOf(scope: RequestScope): SQL {
  if (scope === "all") return sql`true`;
  if ("userId" in scope) return sql`r.user_id = ${scope.userId}`;
  return sql`exists (select 1 from properties p where p.owner_id = ${scope.matchingOwner} and p.deleted_at is null
      and p.status = 'available' and p.listing_type = r.listing_type and lower(p.state) = lower(r.state)
      and (r.city is null or lower(p.city) = lower(r.city)) and (r.category is null or p.category = r.category)
      and p.price <= r.max_budget and (r.min_budget is null or p.price >= r.min_budget)
      and (r.bedrooms is null or p.bedrooms >= r.bedrooms))`;
}

/** Stores a request and reads it back with the requester's name. */
export async function insertRequest(db: DbOrTx, v: RequestValues): Promise<RequestRow> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into property_requests (user_id, listing_type, category, property_type, state, city, min_budget,
      max_budget, bedrooms, move_in_date, note) values (${v.userId}, ${v.listing_type}, ${v.category},
      ${v.property_type}, ${v.state}, ${v.city}, ${v.minBudgetKobo}, ${v.maxBudgetKobo}, ${v.bedrooms},
      ${v.move_in_date}, ${v.note}) returning id`,
  );
  return (await firstOf<RequestRow>(db, sql`${SELECT} where r.id = ${row?.id}`)) as RequestRow;
}

export async function countRequests(db: DbOrTx, scope: RequestScope): Promise<number> {
  const row = await firstOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from property_requests r where ${whereOf(scope)}`,
  );
  return Number(row?.n ?? 0);
}

/** One page of requests in scope, newest first. */
export function requestPage(db: DbOrTx, scope: RequestScope, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  return rowsOf<RequestRow>(
    db,
    sql`${SELECT} where ${whereOf(scope)} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
}
