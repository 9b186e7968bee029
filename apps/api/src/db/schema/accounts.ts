import { KYC_DOCUMENT_TYPES } from "@ile/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { timestamps } from "./common.ts";

/** Roles a person picks at registration (SPEC §6 profile roles); `admin` is only made from the command line. */
export const ACCOUNT_ROLES = ["tenant", "landlord", "agent", "developer", "admin"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * A login: who can sign in and how. `status` is `pending` until the email or phone is verified (SPEC §4 login
 * outcome c). Email and phone are stored normalised (lower case; E.164) and are premium data: they are never
 * part of a public reply. `sessions_valid_after` revokes every token issued before it (password reset,
 * account deletion).
 */
export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull().unique(),
    phone: text("phone").unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ACCOUNT_ROLES }).notNull(),
    status: text("status", { enum: ["pending", "active", "suspended"] })
      .notNull()
      .default("pending"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /** Two-step login (SPEC §4 outcome b): always on for admins. */
    loginCodes: boolean("login_codes").notNull().default(false),
    /** Told when a listing they saved gets cheaper (migration 0992, ADR 0029); their off switch. */
    priceDropAlerts: boolean("price_drop_alerts").notNull().default(true),
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check("users_role_known", sql`${t.role} in ('tenant','landlord','agent','developer','admin')`)],
);

/**
 * SPEC §3 Profile: one per user. `slug` names the public page (/profiles/{slug}); `unique_key` is the key of
 * the premium lookup (GET /api/search?unique_key=). Email and phone are read from `users`.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => users.id),
    slug: text("slug").notNull().unique(),
    uniqueKey: text("unique_key").notNull().unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    country: text("country").notNull().default("Nigeria"),
    profilePicture: text("profile_picture"),
    bio: text("bio"),
    yearsOfExperience: integer("years_of_experience"),
    occupationJobTitle: text("occupation_job_title"),
    companyName: text("company_name"),
    companyEmployer: text("company_employer"),
    industryField: text("industry_field"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    certifications: text("certifications").array().notNull().default(sql`'{}'::text[]`),
    website: text("website"),
    socialMediaLinks: text("social_media_links").array().notNull().default(sql`'{}'::text[]`),
    licenseNumber: text("license_number"),
    companyRegistrationNumber: text("company_registration_number"),
    serviceArea: text("service_area"),
    availability: text("availability"),
    priceRange: text("price_range"),
    portfolio: text("portfolio"),
    businessHours: text("business_hours"),
    dateOfBirth: date("date_of_birth"),
    gender: text("gender"),
    maritalStatus: text("marital_status"),
    numberOfEmployees: integer("number_of_employees"),
    qualification: text("qualification"),
    workExperience: text("work_experience"),
    notificationPreference: text("notification_preference"),
    languagePreference: text("language_preference").array().notNull().default(sql`'{}'::text[]`),
    propertiesManaged: integer("properties_managed"),
    propertiesSold: integer("properties_sold"),
    projectsCompleted: integer("projects_completed"),
    areaOfExpertise: text("area_of_expertise"),
    serviceDescription: text("service_description"),
    /** Set when an admin approves the person's KYC. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("profiles_state_city").on(t.state, t.city)],
);

/** Session token ids revoked before their expiry (logout, refresh); cached in Redis or memory. */
export const revokedTokens = pgTable("revoked_tokens", {
  jti: text("jti").primaryKey(),
  userId: bigint("user_id", { mode: "number" }).notNull(),
  /** When the token would have expired anyway: rows past it can be deleted. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** A refreshed token stays usable for a short grace window (concurrent tabs): revoked from this instant. */
  revokedFrom: timestamp("revoked_from", { withTimezone: true }).notNull().defaultNow(),
  /**
   * A refreshed token: the claims of the token it was exchanged for (ADR 0100 addendum), re-signed for a repeated
   * refresh in the grace window. A row whose jti is a sign-in's family id revokes every token of that family.
   */
  successor: jsonb("successor").$type<SuccessorClaims>(),
  ...timestamps,
});

/** What a refresh signed (platform/auth.ts): the same claims sign the same token again. */
export interface SuccessorClaims {
  jti: string;
  family: string;
  role: AccountRole;
  issuedAtMs: number;
  expiresAt: number;
}

/** Email links, phone codes, login codes and reset tokens: only hashes are kept; single use; expiring. */
export const oneTimeSecrets = pgTable("one_time_secrets", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  purpose: text("purpose", {
    enum: ["verify_email", "verify_phone", "login", "reset_password", "change_email", "change_phone"],
  }).notNull(),
  tokenHash: text("token_hash").unique(),
  codeHash: text("code_hash"),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  ...timestamps,
});

/** A change of e-mail or phone waiting for its link or code (issue 38, ADR 0026; migration 0104). */
export const contactChanges = pgTable("contact_changes", {
  secretId: bigint("secret_id", { mode: "number" })
    .primaryKey()
    .references(() => oneTimeSecrets.id),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  channel: text("channel", { enum: ["email", "phone"] }).notNull(),
  newValue: text("new_value").notNull(),
  ...timestamps,
});

export { KYC_DOCUMENT_TYPES, type KycDocumentType } from "@ile/contract";

/** KYC submissions (latest per user is current); files live under UPLOADS_DIR/private. */
export const kycSubmissions = pgTable("kyc_submissions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  documentType: text("document_type", { enum: KYC_DOCUMENT_TYPES }).notNull(),
  documentNumber: text("document_number").notNull(),
  frontFile: text("front_file").notNull(),
  backFile: text("back_file"),
  selfieFile: text("selfie_file").notNull(),
  status: text("status", { enum: ["pending", "approved", "rejected"] })
    .notNull()
    .default("pending"),
  reason: text("reason"),
  reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  ...timestamps,
});
