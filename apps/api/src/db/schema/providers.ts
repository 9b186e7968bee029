import { bigint, bigserial, boolean, date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";

/** Home-services marketplace (issue 20, ADR 0300; migration 0300). `search` is a generated tsvector (not mapped). */
export const serviceProviders = pgTable("service_providers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .unique()
    .references(() => users.id),
  name: text("name").notNull(),
  category: text("category").notNull(),
  speciality: text("speciality").notNull().default(""),
  state: text("state").notNull(),
  city: text("city").notNull(),
  serviceAreas: text("service_areas").array().notNull().default([]),
  email: text("email").notNull(),
  phone: text("phone"),
  phone2: text("phone2"),
  pricing: text("pricing").notNull().default(""),
  priceMinKobo: bigint("price_min_kobo", { mode: "number" }),
  priceMaxKobo: bigint("price_max_kobo", { mode: "number" }),
  experienceYears: integer("experience_years"),
  bio: text("bio").notNull().default(""),
  licenceBody: text("licence_body"),
  licenceNumber: text("licence_number"),
  availability: text("availability").notNull().default(""),
  bankName: text("bank_name"),
  accountNumber: text("account_number"),
  paymentMethod: text("payment_method"),
  imageKey: text("image_key"),
  views: integer("views").notNull().default(0),
  ratingCount: integer("rating_count").notNull().default(0),
  ratingSum: integer("rating_sum").notNull().default(0),
  demo: boolean("demo").notNull().default(false),
  seedKey: text("seed_key").unique(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  ...timestamps,
});

export const providerPhotos = pgTable("provider_photos", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  providerId: bigint("provider_id", { mode: "number" })
    .notNull()
    .references(() => serviceProviders.id),
  storageKey: text("storage_key").notNull(),
  position: integer("position").notNull().default(0),
  ...timestamps,
});

export const JOB_STATUSES = ["requested", "quoted", "accepted", "done", "cancelled"] as const;

export const providerJobs = pgTable("provider_jobs", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  providerId: bigint("provider_id", { mode: "number" })
    .notNull()
    .references(() => serviceProviders.id),
  customerId: bigint("customer_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  title: text("title").notNull(),
  details: text("details").notNull(),
  address: text("address").notNull(),
  state: text("state").notNull(),
  city: text("city").notNull(),
  wantedOn: date("wanted_on", { mode: "string" }),
  budgetKobo: bigint("budget_kobo", { mode: "number" }),
  status: text("status", { enum: JOB_STATUSES }).notNull().default("requested"),
  quoteKobo: bigint("quote_kobo", { mode: "number" }),
  quoteNote: text("quote_note"),
  cancelledBy: bigint("cancelled_by", { mode: "number" }).references(() => users.id),
  ...timestamps,
});

export const providerJobEvents = pgTable("provider_job_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  jobId: bigint("job_id", { mode: "number" })
    .notNull()
    .references(() => providerJobs.id),
  authorId: bigint("author_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  kind: text("kind").notNull(),
  body: text("body").notNull().default(""),
  ...timestamps,
});

export const providerJobPhotos = pgTable("provider_job_photos", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  jobId: bigint("job_id", { mode: "number" })
    .notNull()
    .references(() => providerJobs.id),
  storageKey: text("storage_key").notNull(),
  ...timestamps,
});

export const providerReviews = pgTable("provider_reviews", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  providerId: bigint("provider_id", { mode: "number" })
    .notNull()
    .references(() => serviceProviders.id),
  jobId: bigint("job_id", { mode: "number" })
    .notNull()
    .unique()
    .references(() => providerJobs.id),
  authorId: bigint("author_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  rating: integer("rating").notNull(),
  comment: text("comment").notNull().default(""),
  reply: text("reply"),
  repliedAt: timestamp("replied_at", { withTimezone: true }),
  ...timestamps,
});
