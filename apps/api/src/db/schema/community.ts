/** Community and content tables (migration 0800, ADR 0800): groups, discussions, news posts, editors, videos. */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";

export const GROUP_KINDS = ["place", "interest"] as const;
export const GROUP_VISIBILITIES = ["public", "private"] as const;
export const GROUP_ROLES = ["owner", "moderator", "member"] as const;
export const REACTION_KINDS = ["like", "helpful", "thanks"] as const;
export const NEWS_POST_TYPES = ["caveat", "change_of_name", "loss_of_title", "news", "blog"] as const;
export const NEWS_POST_STATUSES = ["draft", "in_review", "published", "archived"] as const;

export const communityGroups = pgTable("community_groups", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  kind: text("kind", { enum: GROUP_KINDS }).notNull().default("place"),
  state: text("state"),
  city: text("city"),
  visibility: text("visibility", { enum: GROUP_VISIBILITIES }).notNull().default("public"),
  ownerId: bigint("owner_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  demo: boolean("demo").notNull().default(false),
  ...timestamps,
});

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: bigint("group_id", { mode: "number" })
      .notNull()
      .references(() => communityGroups.id),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    role: text("role", { enum: GROUP_ROLES }).notNull().default("member"),
    status: text("status", { enum: ["active", "pending"] })
      .notNull()
      .default("active"),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

export const groupDiscussions = pgTable("group_discussions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  groupId: bigint("group_id", { mode: "number" })
    .notNull()
    .references(() => communityGroups.id),
  authorId: bigint("author_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  parentId: bigint("parent_id", { mode: "number" }),
  title: text("title").notNull().default(""),
  body: text("body").notNull(),
  photos: jsonb("photos").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  pinned: boolean("pinned").notNull().default(false),
  locked: boolean("locked").notNull().default(false),
  editedAt: timestamp("edited_at", { withTimezone: true }),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  removedAt: timestamp("removed_at", { withTimezone: true }),
  removedBy: bigint("removed_by", { mode: "number" }).references(() => users.id),
  removalReason: text("removal_reason"),
  ...timestamps,
});

export const discussionReactions = pgTable(
  "discussion_reactions",
  {
    discussionId: bigint("discussion_id", { mode: "number" })
      .notNull()
      .references(() => groupDiscussions.id),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: REACTION_KINDS }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.discussionId, t.userId, t.kind] })],
);

export const newsEditors = pgTable("news_editors", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id),
  role: text("role", { enum: ["writer", "publisher"] })
    .notNull()
    .default("writer"),
  ...timestamps,
});

export const newsPosts = pgTable("news_posts", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  slug: text("slug").notNull().unique(),
  type: text("type", { enum: NEWS_POST_TYPES }).notNull(),
  status: text("status", { enum: NEWS_POST_STATUSES }).notNull().default("draft"),
  title: text("title").notNull(),
  excerpt: text("excerpt").notNull().default(""),
  content: text("content").notNull().default(""),
  coverUrl: text("cover_url"),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  authorId: bigint("author_id", { mode: "number" }).references(() => users.id),
  authorName: text("author_name").notNull().default(""),
  titleNumber: text("title_number"),
  titleNumberKey: text("title_number_key"),
  surveyPlanNumber: text("survey_plan_number"),
  state: text("state"),
  lga: text("lga"),
  address: text("address"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  claimant: text("claimant"),
  natureOfClaim: text("nature_of_claim"),
  claimDate: date("claim_date"),
  documents: jsonb("documents").$type<{ name: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
  sample: boolean("sample").notNull().default(false),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id),
  ...timestamps,
});

export const videos = pgTable("videos", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  category: text("category", { enum: ["tour", "explainer"] })
    .notNull()
    .default("explainer"),
  source: text("source", { enum: ["youtube", "upload"] }).notNull(),
  youtubeId: text("youtube_id"),
  fileUrl: text("file_url"),
  posterUrl: text("poster_url"),
  durationSeconds: integer("duration_seconds"),
  status: text("status", { enum: ["draft", "published"] })
    .notNull()
    .default("published"),
  authorId: bigint("author_id", { mode: "number" }).references(() => users.id),
  ...timestamps,
});
