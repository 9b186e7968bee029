/** Web push subscriptions (issue 37, ADR 0410; migration 0461). Queried with SQL templates in modules/push/repo.ts. */
import { bigint, bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    ...timestamps,
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.createdAt.desc())],
);
