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

/** One request with its requester's name, or null. */
export function requestById(db: DbOrTx, id: number) {
  return firstOf<RequestRow>(db, sql`${SELECT} where r.id = ${id}`);
}

/** Whether one of the owner's available listings could answer the request (the "matching" list's rule). */
export async function requestMatchesOwner(db: DbOrTx, requestId: number, ownerId: number) {
  const row = await firstOf<{ id: unknown }>(
    db,
    sql`select r.id from property_requests r where r.id = ${requestId} and ${whereOf({ matchingOwner: ownerId })}`,
  );
  return row !== null;
}

/** One of the owner's live, available listings by slug (to suggest in an answer), or null. */
export function ownAvailableListing(db: DbOrTx, slug: string, ownerId: number) {
  return firstOf<{ id: number | string; slug: string; title: string }>(
    db,
    sql`select id, slug, title from properties where slug = ${slug} and owner_id = ${ownerId}
      and deleted_at is null and hidden_at is null and status = 'available'`,
  );
}

/** Stores an answer; null when this responder already answered the request (one answer each). */
export async function insertResponse(
  db: DbOrTx,
  v: { requestId: number; responderId: number; propertyId: number | null; message: string },
) {
  const row = await firstOf<{ id: number | string; created_at: Date | string }>(
    db,
    sql`insert into property_request_responses (request_id, responder_id, property_id, message)
      values (${v.requestId}, ${v.responderId}, ${v.propertyId}, ${v.message})
      on conflict (request_id, responder_id) do nothing returning id, created_at`,
  );
  return row;
}

/** The name and e-mail of a user (who answered a request). */
export function personOf(db: DbOrTx, userId: number) {
  return firstOf<{
    email: string;
    first_name: string | null;
    last_name: string | null;
    company_name: string | null;
  }>(
    db,
    sql`select u.email, pr.first_name, pr.last_name, pr.company_name from users u
      left join profiles pr on pr.user_id = u.id where u.id = ${userId}`,
  );
}
