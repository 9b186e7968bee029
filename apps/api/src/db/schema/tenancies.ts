import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";
import { units } from "./units.ts";

/**
 * Property management (issue 24, ADR 0950). A tenancy lets one unit (`unit_id`, the units of the trust-and-safety
 * issue) to a tenant account or an invited email; one unit never has two tenancies whose dates overlap (checked by
 * the service under a lock on the unit). Money is kobo, dates calendar dates.
 */
export const tenancies = pgTable(
  "tenancies",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id),
    unitAddress: text("unit_address").notNull(),
    landlordId: bigint("landlord_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    createdBy: bigint("created_by", { mode: "number" })
      .notNull()
      .references(() => users.id),
    tenantId: bigint("tenant_id", { mode: "number" }).references(() => users.id),
    tenantEmail: text("tenant_email").notNull(),
    tenantName: text("tenant_name").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    period: text("period", { enum: ["month", "quarter", "half_year", "year"] }).notNull(),
    periods: integer("periods").notNull(),
    rentKobo: bigint("rent_kobo", { mode: "number" }).notNull(),
    cautionDepositKobo: bigint("caution_deposit_kobo", { mode: "number" }).notNull().default(0),
    status: text("status", { enum: ["active", "ending", "ended", "renewed"] })
      .notNull()
      .default("active"),
    noticeGivenOn: date("notice_given_on", { mode: "string" }),
    noticeBy: text("notice_by", { enum: ["landlord", "tenant"] }),
    renewedById: bigint("renewed_by_id", { mode: "number" }),
    /** ADR 0951: the agent acting for the landlord, the landlord they named, and when the landlord confirmed. */
    managedBy: bigint("managed_by", { mode: "number" }).references(() => users.id),
    landlordEmail: text("landlord_email"),
    landlordConfirmedAt: timestamp("landlord_confirmed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("tenancies_unit_idx").on(t.unitId, t.startDate),
    index("tenancies_landlord_idx").on(t.landlordId),
    index("tenancies_tenant_idx").on(t.tenantId),
    check("tenancies_dates", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const rentInstallments = pgTable(
  "rent_installments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenancyId: bigint("tenancy_id", { mode: "number" })
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    paidKobo: bigint("paid_kobo", { mode: "number" }).notNull().default(0),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    overdueRemindedAt: timestamp("overdue_reminded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [unique().on(t.tenancyId, t.sequence)],
);

export const rentReceipts = pgTable("rent_receipts", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  number: text("number").notNull().unique(),
  tenancyId: bigint("tenancy_id", { mode: "number" })
    .notNull()
    .references(() => tenancies.id, { onDelete: "cascade" }),
  installmentId: bigint("installment_id", { mode: "number" })
    .notNull()
    .references(() => rentInstallments.id, { onDelete: "cascade" }),
  amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
  method: text("method", { enum: ["online", "cash", "transfer", "cheque", "pos"] }).notNull(),
  paidOn: date("paid_on", { mode: "string" }).notNull(),
  /** The settled payment (payments table, SQL only, ADR 0600) for rent paid online. */
  paymentId: bigint("payment_id", { mode: "number" }).unique(),
  recordedBy: bigint("recorded_by", { mode: "number" })
    .notNull()
    .references(() => users.id),
  note: text("note").notNull().default(""),
  ...timestamps,
});

export const maintenanceRequests = pgTable("maintenance_requests", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  tenancyId: bigint("tenancy_id", { mode: "number" })
    .notNull()
    .references(() => tenancies.id, { onDelete: "cascade" }),
  raisedBy: bigint("raised_by", { mode: "number" })
    .notNull()
    .references(() => users.id),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  urgency: text("urgency", { enum: ["low", "normal", "urgent", "emergency"] }).notNull(),
  status: text("status", { enum: ["open", "assigned", "in_progress", "done", "cancelled"] })
    .notNull()
    .default("open"),
  /** The service provider's account (the services directory lists providers with their user_id). */
  assigneeId: bigint("assignee_id", { mode: "number" }).references(() => users.id),
  ...timestamps,
});

export const maintenancePhotos = pgTable("maintenance_photos", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  requestId: bigint("request_id", { mode: "number" })
    .notNull()
    .references(() => maintenanceRequests.id, { onDelete: "cascade" }),
  storageKey: text("storage_key").notNull(),
  position: integer("position").notNull().default(0),
  ...timestamps,
});

export const managementRequests = pgTable("management_requests", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: bigint("user_id", { mode: "number" }).references(() => users.id),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull().default(""),
  city: text("city").notNull(),
  units: integer("units").notNull(),
  message: text("message").notNull().default(""),
  /** ADR 0951: new, contacted, in_progress, closed, declined (staff, audited). */
  status: text("status", { enum: ["new", "contacted", "in_progress", "closed", "declined"] })
    .notNull()
    .default("new"),
  staffNote: text("staff_note").notNull().default(""),
  ...timestamps,
});
