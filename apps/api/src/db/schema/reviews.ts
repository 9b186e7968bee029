import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { timestamps } from "./common.ts";

/**
 * A rating (1–5) and comment one user gives another's profile: once per reviewer per profile, never oneself.
 * The reviewed person may reply. Both ids are users.id (profiles are one per user); the foreign keys are in
 * migration 0410.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subjectId: bigint("subject_id", { mode: "number" }).notNull(),
    reviewerId: bigint("reviewer_id", { mode: "number" }).notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique("reviews_once_per_reviewer").on(t.subjectId, t.reviewerId),
    index("reviews_subject_created").on(t.subjectId, t.createdAt),
    index("reviews_reviewer").on(t.reviewerId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_not_self", sql`${t.subjectId} <> ${t.reviewerId}`),
  ],
);
