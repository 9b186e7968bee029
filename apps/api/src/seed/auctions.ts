/**
 * Demo auctions (ADR 0260) of real seeded sale listings: a few live, upcoming and ended, timed from the moment
 * the seed runs. Prices derive from the listing's asking price (starting at 70%, reserve at 85%, increments of
 * 0.5% rounded to ₦50,000). No bids are invented: bids only come from people. Marked `demo = true` (the web says
 * so). Idempotent through `seed_key`.
 */
import { sql } from "drizzle-orm";
import { auctions } from "../db/schema/index.ts";
import type { Seeder } from "./types.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** [starts relative to now, length] for each demo auction. */
const PLAN: Array<[number, number]> = [
  [-1 * DAY, 4 * DAY],
  [-2 * HOUR, 2 * DAY],
  [-3 * DAY, 10 * DAY],
  [2 * DAY, 5 * DAY],
  [5 * DAY, 7 * DAY],
  [-9 * DAY, 7 * DAY],
];
const STEP = 5_000_000; // ₦50,000 in kobo

export const seedAuctions: Seeder = {
  name: "auctions",
  async run({ db }) {
    // One listing from each of the towns with the most sale listings, the median-priced one there.
    const picks = (
      await db.execute(sql`
      with ranked as (
        select p.id, p.owner_id, p.price, p.city,
          row_number() over (partition by p.city order by p.price, p.id) as k,
          count(*) over (partition by p.city) as n
        from properties p
        where p.listing_type = 'sale' and p.generated = false and p.deleted_at is null and p.status = 'available'
      )
      select id, owner_id, price from ranked where k = (n + 1) / 2 order by n desc, city limit ${PLAN.length}`)
    ).rows as Array<{ id: number | string; owner_id: number | string; price: number | string }>;
    if (picks.length === 0) return "no seeded sale listings to auction";
    const now = Date.now();
    const values = picks.map((p, i) => {
      const [startIn, length] = PLAN[i] as [number, number];
      const price = Number(p.price);
      const starting = Math.max(STEP, Math.round((price * 0.7) / STEP) * STEP);
      const reserve = Math.max(starting, Math.round((price * 0.85) / STEP) * STEP);
      const end = new Date(now + startIn + length);
      return {
        propertyId: Number(p.id),
        sellerId: Number(p.owner_id),
        createdBy: Number(p.owner_id),
        startingPrice: starting,
        reservePrice: reserve,
        minIncrement: Math.max(STEP, Math.round((price * 0.005) / STEP) * STEP),
        startsAt: new Date(now + startIn),
        endsAt: end,
        scheduledEndAt: end,
        depositNote:
          "Demo auction: in a real sale the winner pays a 10% deposit within 24 hours and the balance within 30 days.",
        demo: true,
        seedKey: `demo-auction-${p.id}`,
      };
    });
    const added = await db
      .insert(auctions)
      .values(values)
      .onConflictDoNothing({ target: auctions.seedKey })
      .returning({ id: auctions.id });
    return `${added.length} demo auctions added`;
  },
};
