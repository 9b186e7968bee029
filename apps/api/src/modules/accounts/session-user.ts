/** The session user (SPEC §3): who is signed in, sent with login, verify-login, refresh and check-auth. */
import { roleFlags, sessionRoleOf } from "../../platform/auth.ts";
import { iso } from "../../platform/iso.ts";
import type { UserRow } from "./repo/users.ts";

export type { UserRow } from "./repo/users.ts";

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("") || "U";

export function sessionUser(u: UserRow) {
  const fullName = `${u.first_name} ${u.last_name}`.trim();
  return {
    id: u.id,
    email: u.email,
    phone: u.phone,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: fullName,
    initials: initialsOf(fullName),
    role: sessionRoleOf(u.role),
    account_role: u.role,
    profile_image: u.profile_picture,
    profileImage: u.profile_picture,
    slug: u.slug,
    unique_key: u.unique_key,
    verified: u.verified_at !== null,
    verified_at: iso(u.verified_at),
    email_verified_at: iso(u.email_verified_at),
    phone_verified_at: iso(u.phone_verified_at),
    login_codes: u.login_codes,
    created_at: iso(u.created_at),
    ...roleFlags(u.role),
  };
}
