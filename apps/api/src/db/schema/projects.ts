import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";

export const PROJECT_STATUSES = ["off_plan", "under_construction", "completed"] as const;

/**
 * Developer projects (ADR 0250). `owner_id` is the developer (or admin) who manages it; `demo` marks seeded
 * demonstration projects; `seed_key` makes the seeder idempotent. Soft delete via `deleted_at`.
 */
export const projects = pgTable(
  "projects",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: PROJECT_STATUSES }).notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull().default(""),
    paymentPlan: text("payment_plan").notNull().default(""),
    completionDate: date("completion_date", { mode: "string" }),
    demo: boolean("demo").notNull().default(false),
    seedKey: text("seed_key"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("projects_owner_idx").on(t.ownerId),
    index("projects_created_idx").on(t.createdAt),
    uniqueIndex("projects_seed_key").on(t.seedKey),
  ],
);

/** A unit type of a project with its price in kobo. */
export const projectUnitTypes = pgTable(
  "project_unit_types",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: bigint("project_id", { mode: "number" })
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    bedrooms: integer("bedrooms"),
    price: bigint("price", { mode: "number" }).notNull(),
    unitsAvailable: integer("units_available"),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("project_unit_types_project_idx").on(t.projectId, t.position),
    index("project_unit_types_price_idx").on(t.price),
    check("project_unit_types_price_positive", sql`${t.price} > 0`),
  ],
);

/** Brochure images, stored like listing photos: `<storage_key>-<width>.webp`, ordered, one cover. */
export const projectImages = pgTable(
  "project_images",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: bigint("project_id", { mode: "number" })
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    storageKey: text("storage_key"),
    widths: integer("widths").array().notNull().default(sql`'{}'::integer[]`),
    position: integer("position").notNull().default(0),
    isCover: boolean("is_cover").notNull().default(false),
    alt: text("alt").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("project_images_project_idx").on(t.projectId, t.position)],
);
