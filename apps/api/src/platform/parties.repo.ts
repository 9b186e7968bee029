/**
 * The SQL side of two-sided records (platform/parties.ts): a job's customer and provider, an order's buyer and
 * seller. `onSide` selects the records where the user is the side asked for, or either side.
 */
import { type SQL, sql } from "drizzle-orm";

export const onSide = <Side extends string>(
  userId: number,
  as: Side | undefined,
  sides: Record<Side, SQL>,
): SQL =>
  as
    ? sql`${sides[as]} = ${userId}`
    : sql`(${sql.join(
        Object.values<SQL>(sides).map((column) => sql`${column} = ${userId}`),
        sql` or `,
      )})`;
