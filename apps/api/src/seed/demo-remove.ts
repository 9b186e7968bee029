/**
 * Takes the editorial desk's demo content off a site (issue 53 item 6, ADR 0029): the demo videos, every SAMPLE
 * notice (news_posts.sample), and the sample title number written onto a demo listing. Real posts, videos and
 * listings are left alone; running it twice removes nothing more. `npm run demo:remove` (docs/operations.md).
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { firstOf } from "../db/rows.ts";
import { SAMPLE_CAVEAT_TITLE } from "./community.ts";
import { DEMO_VIDEOS } from "./demo-videos.ts";

export async function removeDemoContent(db: DbOrTx) {
  const slugs = DEMO_VIDEOS.map((v) => v.slug);
  const count = async (q: ReturnType<typeof sql>) =>
    Number(
      (
        await firstOf<{ n: number | string }>(
          db,
          sql`with gone as (${q} returning 1) select count(*) as n from gone`,
        )
      )?.n ?? 0,
    );
  const videos = await count(sql`delete from videos where slug = any(${sql.param(slugs)}::text[])`);
  const notices = await count(sql`delete from news_posts where sample`);
  const listings = await count(
    sql`update properties set title_number = null, updated_at = now() where title_number = ${SAMPLE_CAVEAT_TITLE}`,
  );
  return { videos, notices, listings };
}
