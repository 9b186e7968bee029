/**
 * Configuration: every setting comes from the environment, validated once here (nothing else reads
 * process.env). A bad value stops start-up with one line naming it (and showing it, unless it is a secret).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import webpush from "web-push";
import { z } from "zod";
import { repoRoot } from "./paths.ts";

const serviceNames = ["api", "newsletter", "groups", "providers", "store", "news", "web"] as const;
export type ServiceName = (typeof serviceNames)[number];

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const intFrom = (def: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(def);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: intFrom(3000, 0, 65535),
  PUBLIC_URL: optionalUrl,
  /** More origins the site is served on (comma-separated); a payment returns to the one it was started on. */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((u) => new URL(u).origin))),
  /**
   * The map view's tiles (ADR 0408): an https URL template with {z}, {x}, {y} (and {s} for subdomains). The
   * web build reads the same variable; the server lets its origin into the pages' img-src.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s/?#]+\/\S*$/, "must be an https URL")
    .refine((v) => ["{z}", "{x}", "{y}"].every((p) => v.includes(p)), "must contain {z}, {x} and {y}")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL streaming replicas (comma-separated URLs) that answer search, public listing pages and market
   * analytics (ADR 0030); needs DATABASE_URL. A replica that does not answer or lags is left out for the primary.
   */
  DATABASE_READ_URL: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** A replica further behind the primary than this is left out until it catches up (ADR 0030). */
  DATABASE_READ_MAX_LAG_SECONDS: intFrom(10, 1, 3600),
  PGLITE_DIR: z.string().min(1).default("data/db"),
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().default("ile:"),
  UPLOADS_DIR: z.string().min(1).default("data/uploads"),
  /** Stored files in this S3-compatible bucket instead of UPLOADS_DIR (ADR 0024). */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3–63 of a-z, 0-9, dots and hyphens)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Keys in the bucket start with this (several apps or environments in one bucket); "/" is added. */
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._/-]*$/, "must be letters, digits, dots, hyphens, underscores and slashes")
    .default("")
    .transform((v) => v.replace(/^\/+|\/+$/g, ""))
    .transform((v) => (v ? `${v}/` : "")),
  /** Read by the AWS SDK itself; named here only because a given endpoint means path-style addressing. */
  AWS_ENDPOINT_URL_S3: optionalUrl,
  AWS_ENDPOINT_URL: optionalUrl,
  WEB_DIST_DIR: z.string().min(1).default("apps/web/dist"),
  SERVICES: z
    .string()
    .default("all")
    .transform((v, ctx) => {
      const names = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length === 1 && names[0] === "all") return [...serviceNames];
      const bad = names.filter((n) => !(serviceNames as readonly string[]).includes(n));
      if (bad.length || !names.length) {
        ctx.addIssue({
          code: "custom",
          message: `expected "all" or a comma list of ${serviceNames.join(", ")}`,
        });
        return z.NEVER;
      }
      return names as ServiceName[];
    }),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_TTL_SECONDS: intFrom(2_592_000, 60, 31_536_000),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Ile <no-reply@ile.ng>"),
  TERMII_API_KEY: z.string().optional(),
  /** GET /metrics answers only `Authorization: Bearer <this>` when set; unset in production: 404 (ADR 0034). */
  METRICS_TOKEN: z.string().min(16).optional(),
  TERMII_BASE_URL: z.url().default("https://api.ng.termii.com"),
  TERMII_SENDER_ID: z.string().default("Ile"),
  /**
   * WhatsApp Business Cloud API (issue 50, ADR 0750): the access token, the sending phone number's id, the app
   * secret that signs webhooks and the token of the webhook's GET handshake. All four or none; unset keeps
   * WhatsApp messages in the outbox. WHATSAPP_BASE_URL points at Meta's Graph API (a local fake in tests).
   */
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "must look like v23.0")
    .default("v23.0"),
  WHATSAPP_BASE_URL: z.url().default("https://graph.facebook.com"),
  /** How often the WhatsApp delivery job claims due messages; 0 turns it off (tests run it by hand). */
  WHATSAPP_SWEEP_SECONDS: intFrom(10, 0, 3600),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().default("https://api.paystack.co"),
  /** Production only: "1" lets the server run the built-in sandbox gateway without a Paystack key (logged loudly). */
  PAYMENTS_SANDBOX: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /** Price of unlocking one premium profile, in kobo (default ₦2,000). */
  PROFILE_UNLOCK_PRICE_KOBO: intFrom(200_000, 100, 100_000_000),
  /** How often the subscription sweep (expiry, renewal reminders) runs; 0 turns it off (tests). */
  SUBSCRIPTION_SWEEP_SECONDS: intFrom(3600, 0, 86_400),
  /** Rent reminders and ended tenancies (ADR 0950); 0 turns the sweep off. */
  RENT_SWEEP_SECONDS: intFrom(3600, 0, 86_400),
  /**
   * Which adapter of the search port answers searches, facets and alert matching (ADR 0412): `index` keeps every
   * listing's and person's words in this process and answers through SQL until it is built (the default, on the
   * embedded database and on PostgreSQL); `postgres` answers every search in SQL and keeps nothing in memory.
   */
  SEARCH_ENGINE: z.enum(["index", "postgres"]).default("index"),
  /** The inspections sweep (ADR 0970): day-before viewing reminders; 0 turns it off. */
  INSPECTION_SWEEP_SECONDS: intFrom(900, 0, 86_400),
  /** Price drops on favourites (ADR 0029): how often cuts are told to the people who saved the listing; 0 = off. */
  PRICE_DROP_SWEEP_SECONDS: intFrom(60, 0, 86_400),
  /** The most a lister may ask as an inspection fee, in kobo (default ₦50,000; ADR 0970). */
  INSPECTION_FEE_MAX_KOBO: intFrom(5_000_000, 0, 100_000_000),
  /** Saved-search alerts: how often changed listings are matched and due digests sent (ADR 0406); 0 = off. */
  ALERTS_SWEEP_SECONDS: intFrom(30, 0, 86_400),
  /**
   * Web push (ADR 0410): the VAPID key pair (URL-safe base64, as `npx web-push generate-vapid-keys` prints them).
   * Both or neither; unset outside production, a pair is made once and kept beside the embedded database.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key: 87 URL-safe base64 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key: 43 URL-safe base64 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Who push services may contact about our messages: a mailto: or https: URL (default: MAIL_FROM's address). */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https: URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** How often the market analytics summaries are recomputed (ADR 0710); 0 turns the schedule off. */
  ANALYTICS_REFRESH_SECONDS: intFrom(900, 0, 86_400),
  /**
   * Start-up work in the background (the search index build, the first run of each sweep) begins this long after
   * the server is ready, so the first requests after a restart are not queued behind it (issue 52, ADR 0033).
   */
  STARTUP_WORK_DELAY_MS: intFrom(3_000, 0, 600_000),
  NEWSLETTER_RATE_LIMIT: intFrom(10, 1, 10_000),
  /** Attempts per minute per IP (and per account per 15 minutes) on login, register, codes, resets. */
  AUTH_RATE_LIMIT: intFrom(10, 1, 100_000),
  /** Blacklist searches per account per hour (issue 22, ADR 0901). */
  BLACKLIST_SEARCH_LIMIT: intFrom(30, 1, 100_000),
  /** Scam reports (listings and profiles) per account per day (issue 22, ADR 0902). */
  REPORT_LIMIT: intFrom(10, 1, 100_000),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Omit<
  Env,
  | "JWT_SECRET"
  | "PUBLIC_URL"
  | "PGLITE_DIR"
  | "UPLOADS_DIR"
  | "WEB_DIST_DIR"
  | "VAPID_PUBLIC_KEY"
  | "VAPID_PRIVATE_KEY"
  | "VAPID_SUBJECT"
> & {
  JWT_SECRET: string;
  /** Web push's keys and contact (ADR 0410); null in production when no keys are configured: push is off. */
  VAPID: VapidKeys | null;
  PUBLIC_URL: string;
  /** Absolute; `memory://` keeps the embedded database in memory (tests). */
  PGLITE_DIR: string;
  UPLOADS_DIR: string;
  WEB_DIST_DIR: string;
};

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const absolute = (p: string) => (p === "memory://" || isAbsolute(p) ? p : resolve(repoRoot, p));

/** Outside production a missing JWT secret is made once and kept beside the embedded database. */
function developmentSecret(dataDir: string): string {
  const file = resolve(dataDir, "..", "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Outside production a missing VAPID key pair is made once and kept beside the embedded database (ADR 0410). */
function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = resolve(dataDir, "..", "vapid-keys.json");
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === "string" && typeof kept.privateKey === "string")
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The address in MAIL_FROM ("Ile <no-reply@ile.ng>" → "mailto:no-reply@ile.ng"): VAPID's default contact. */
const mailtoOf = (from: string) => `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from.trim()}`;

/** Settings whose values are secrets, or URLs that may carry a password: named in errors, never shown. */
const holdsSecret = (name: string) =>
  /SECRET|PASSWORD|TOKEN$|_KEY$|^(DATABASE|DATABASE_READ|REDIS|SMTP)_URL$/.test(name);

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    // The value helps find a typo, but a secret's value (or a URL that may carry a password) is never printed:
    // start-up errors end up in logs.
    const value = holdsSecret(name) ? undefined : source[name];
    throw new ConfigError(
      `Invalid configuration: ${name}${value === undefined ? "" : `=${JSON.stringify(value)}`}: ${issue.message}`,
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
    throw new ConfigError(
      "Invalid configuration: JWT_SECRET: required in production (at least 32 characters)",
    );
  }
  // The sandbox grants plans with one click, so production needs a real gateway unless the sandbox is chosen.
  if (env.NODE_ENV === "production" && !env.PAYSTACK_SECRET_KEY && !env.PAYMENTS_SANDBOX) {
    throw new ConfigError(
      "Invalid configuration: PAYSTACK_SECRET_KEY: required in production (or PAYMENTS_SANDBOX=1 to run the sandbox gateway)",
    );
  }
  // Replicas are standbys of a PostgreSQL primary (ADR 0030); the embedded database has none.
  if (env.DATABASE_READ_URL.length && !env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration: DATABASE_READ_URL: needs DATABASE_URL (the PostgreSQL primary the replicas follow)",
    );
  }
  // A half-configured WhatsApp channel would send without verifying webhooks, or take webhooks it cannot answer.
  const whatsapp = [
    "WHATSAPP_TOKEN",
    "WHATSAPP_PHONE_NUMBER_ID",
    "WHATSAPP_APP_SECRET",
    "WHATSAPP_VERIFY_TOKEN",
  ] as const;
  const missing = whatsapp.filter((k) => !env[k]);
  if (env.NODE_ENV === "production" && missing.length > 0 && missing.length < whatsapp.length) {
    throw new ConfigError(
      `Invalid configuration: ${missing[0]}: set all of ${whatsapp.join(", ")} or none (WhatsApp is half-configured)`,
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      `Invalid configuration: ${env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"}: set both VAPID keys or neither`,
    );
  }
  const pgliteDir = absolute(env.PGLITE_DIR);
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, ...rest } = env;
  const vapidPair =
    VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
      ? { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY }
      : env.NODE_ENV === "production"
        ? null
        : pgliteDir === "memory://"
          ? webpush.generateVAPIDKeys()
          : developmentVapidKeys(pgliteDir);
  return {
    ...rest,
    VAPID: vapidPair ? { ...vapidPair, subject: VAPID_SUBJECT ?? mailtoOf(env.MAIL_FROM) } : null,
    PGLITE_DIR: pgliteDir,
    UPLOADS_DIR: absolute(env.UPLOADS_DIR),
    WEB_DIST_DIR: absolute(env.WEB_DIST_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    JWT_SECRET:
      env.JWT_SECRET ??
      (pgliteDir === "memory://" ? randomBytes(48).toString("base64url") : developmentSecret(pgliteDir)),
  };
}
