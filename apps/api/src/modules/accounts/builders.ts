/**
 * Makes accounts (a user and their profile) directly in the database: the one code path that seeds, test
 * builders and the admin command share (STYLE: seeds and test-data builders are the same code). Registration
 * goes through the accounts service instead, which adds validation, verification and mail.
 */
import { randomBytes } from "node:crypto";
import type { DbOrTx } from "../../db/client.ts";
import type { AccountRole, profiles } from "../../db/schema/accounts.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { slugify } from "../../platform/slug.ts";
import { insertProfile } from "./repo/profiles.ts";
import { insertUser } from "./repo/users.ts";

export type NewProfileFields = Partial<
  Omit<typeof profiles.$inferInsert, "id" | "userId" | "slug" | "uniqueKey">
>;

export interface NewAccount {
  email: string;
  password: string;
  role: AccountRole;
  firstName: string;
  lastName: string;
  /** E.164 (+234…), already normalised. */
  phone?: string | null;
  /** Active accounts can sign in at once; pending ones must verify first (SPEC §4 login outcome c). */
  status?: "pending" | "active";
  loginCodes?: boolean;
  /** A password hash made once and reused (seeding thousands of accounts). */
  passwordHash?: string;
  profile?: NewProfileFields;
}

const KEY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The profile's `unique_key` (SPEC §3): "ILE-" and 10 unambiguous characters, e.g. ILE-7QK2M9XH4D. */
export function newUniqueKey(): string {
  const bytes = randomBytes(10);
  let key = "";
  for (const b of bytes) key += KEY_ALPHABET[b % KEY_ALPHABET.length];
  return `ILE-${key}`;
}

/** A profile slug: the name and a short random tail, so two Ada Obis never collide ("ada-obi-k3m9"). */
export function newProfileSlug(firstName: string, lastName: string): string {
  const base = slugify(`${firstName} ${lastName}`) || "user";
  return `${base}-${randomBytes(3).toString("hex").slice(0, 4)}`;
}

export async function createAccount(db: DbOrTx, input: NewAccount) {
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password));
  const now = new Date();
  const active = (input.status ?? "active") === "active";
  const user = await insertUser(db, {
    email: input.email.trim().toLowerCase(),
    phone: input.phone ?? null,
    passwordHash,
    role: input.role,
    status: active ? "active" : "pending",
    emailVerifiedAt: active ? now : null,
    loginCodes: input.loginCodes ?? input.role === "admin",
  });
  // The slug's random tail has 65,536 values per name: on a collision (many Ada Obis) draw another.
  for (let attempt = 1; ; attempt++) {
    const profile = await insertProfile(db, {
      ...input.profile,
      userId: user.id,
      firstName: input.firstName,
      lastName: input.lastName,
      slug: newProfileSlug(input.firstName, input.lastName),
      uniqueKey: newUniqueKey(),
    });
    if (profile) return { user, profile };
    if (attempt === 10) throw new Error(`createAccount: no free profile slug for user ${user.id}`);
  }
}
