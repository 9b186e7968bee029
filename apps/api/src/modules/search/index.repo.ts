/**
 * SQL of the in-process search indexes (search-index.ts, followed-index.ts; ADR 0407): live listings and listed
 * people as the indexes keep them, read whole in id order (a build) or by the change feed of migration 0970 (what
 * was stamped since a time). The words come from each record's own search document, so an index matches exactly
 * what PostgreSQL's `@@` would: every lexeme, those of the name/title, place and type parts (A, B, C), those of the
 * type part alone (C: a listing's type, a person's occupation) and the place part with positions (B, for phrases).
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { LISTED } from "../people/repo.ts";

export interface IndexRow {
  id: number;
  /** The newest-first key: a listing's creation time (ms), a person's user id. */
  created: number;
  price: number;
  bedrooms: number;
  listing_type: string;
  state_key: string;
  /** The map point (migration 0980; null until located, and for people). */
  lat: number | null;
  lng: number | null;
  role: string;
  verified: boolean;
  /** Deleted, hidden or no longer listed: out of every search. */
  gone: boolean;
  /** Its change stamp (ms): a record read again with the same stamp is already current. */
  stamp: number;
  words: string;
  head: string;
  types: string;
  place: string;
}

/** Where an index's records come from: the whole set in id chunks, and the changes stamped since a time. */
export interface IndexSource {
  name: "listings" | "people";
  live(db: DbOrTx, after: number, limit: number): Promise<IndexRow[]>;
  changed(db: DbOrTx, since: number): Promise<IndexRow[]>;
  /** The ids and stamps of the records stamped since a time (what `changed` would read, without the words). */
  stamps(db: DbOrTx, since: number): Promise<{ id: number; stamp: number }[]>;
  /** The records of these ids, as `changed` reads them. */
  byIds(db: DbOrTx, ids: number[]): Promise<IndexRow[]>;
}

const stampsOf = (db: DbOrTx, query: SQL) =>
  rowsOf<{ id: number | string; stamp: number | string }>(db, query).then((rows) =>
    rows.map((r) => ({ id: Number(r.id), stamp: Number(r.stamp) })),
  );

const words = (doc: SQL) => sql`array_to_string(tsvector_to_array(${doc}), ' ') as words,
  array_to_string(tsvector_to_array(ts_filter(${doc}, '{a,b,c}')), ' ') as head,
  array_to_string(tsvector_to_array(ts_filter(${doc}, '{c}')), ' ') as types,
  ts_filter(${doc}, '{b}')::text as place`;

const read = (db: DbOrTx, query: SQL) =>
  rowsOf<IndexRow>(db, query).then((rows) =>
    rows.map((r) => ({
      ...r,
      id: Number(r.id),
      created: Number(r.created),
      price: Number(r.price),
      bedrooms: Number(r.bedrooms),
      lat: r.lat === null ? null : Number(r.lat),
      lng: r.lng === null ? null : Number(r.lng),
      stamp: Number(r.stamp),
    })),
  );

const since = (column: SQL, ms: number) => sql`${column} > to_timestamp(${ms / 1000})`;

/**
 * The database's clock and the latest stamps of listings and profiles, in ms: one statement, two index-only reads
 * of the stamps' indexes. The indexes' marks are on the database's clock, never on this process's.
 */
export async function changeClock(db: DbOrTx): Promise<{ now: number; listings: number; people: number }> {
  const row = await firstOf<Record<"now" | "listings" | "people", number | string | null>>(
    db,
    sql`select extract(epoch from clock_timestamp()) * 1000 as now,
               extract(epoch from (select max(search_changed_at) from properties)) * 1000 as listings,
               extract(epoch from (select max(search_changed_at) from profiles)) * 1000 as people`,
  );
  return {
    now: Number(row?.now ?? 0),
    listings: Number(row?.listings ?? 0),
    people: Number(row?.people ?? 0),
  };
}

const LISTING_COLUMNS = sql`p.id, extract(epoch from p.created_at) * 1000 as created, p.price, p.bedrooms,
  p.listing_type, p.state_key, p.location_lat as lat, p.location_lng as lng, u.role,
  exists (select 1 from profiles pr where pr.user_id = p.owner_id and pr.verified_at is not null) as verified,
  (p.deleted_at is not null or p.hidden_at is not null) as gone,
  extract(epoch from p.search_changed_at) * 1000 as stamp, ${words(sql`p.search_doc`)}`;
const LISTINGS = sql`properties p join users u on u.id = p.owner_id`;

export const listingSource: IndexSource = {
  name: "listings",
  live: (db, after, limit) =>
    read(
      db,
      sql`select ${LISTING_COLUMNS} from ${LISTINGS}
          where p.id > ${after} and p.deleted_at is null and p.hidden_at is null order by p.id limit ${limit}`,
    ),
  changed: (db, ms) =>
    read(db, sql`select ${LISTING_COLUMNS} from ${LISTINGS} where ${since(sql`p.search_changed_at`, ms)}`),
  stamps: (db, ms) =>
    stampsOf(
      db,
      sql`select p.id, extract(epoch from p.search_changed_at) * 1000 as stamp from properties p
          where ${since(sql`p.search_changed_at`, ms)}`,
    ),
  byIds: (db, ids) =>
    read(db, sql`select ${LISTING_COLUMNS} from ${LISTINGS} where p.id = any(${sql.param(ids)}::bigint[])`),
};

const PEOPLE_COLUMNS = sql`p.user_id as id, p.user_id as created, 0 as price, 0 as bedrooms, '' as listing_type,
  coalesce(lower(p.state), '') as state_key, null::float8 as lat, null::float8 as lng, u.role, (p.verified_at is not null) as verified,
  not (${LISTED}) as gone, extract(epoch from p.search_changed_at) * 1000 as stamp, ${words(sql`p.search_doc`)}`;
const PEOPLE = sql`profiles p join users u on u.id = p.user_id`;

export const peopleSource: IndexSource = {
  name: "people",
  live: (db, after, limit) =>
    read(
      db,
      sql`select ${PEOPLE_COLUMNS} from ${PEOPLE}
          where p.user_id > ${after} and ${LISTED} order by p.user_id limit ${limit}`,
    ),
  changed: (db, ms) =>
    read(db, sql`select ${PEOPLE_COLUMNS} from ${PEOPLE} where ${since(sql`p.search_changed_at`, ms)}`),
  stamps: (db, ms) =>
    stampsOf(
      db,
      sql`select p.user_id as id, extract(epoch from p.search_changed_at) * 1000 as stamp from profiles p
          where ${since(sql`p.search_changed_at`, ms)}`,
    ),
  byIds: (db, ids) =>
    read(db, sql`select ${PEOPLE_COLUMNS} from ${PEOPLE} where p.user_id = any(${sql.param(ids)}::bigint[])`),
};
