/** Finding an account by what a person types: an email in any case, a phone in any Nigerian spelling. */
import type { DbOrTx } from "../../db/client.ts";
import * as users from "./repo/users.ts";
import type { UserRow } from "./session-user.ts";
import { normaliseNigerianPhone } from "./validation.ts";

export function userByIdentifier(
  db: DbOrTx,
  identifier: { email?: string; phone?: string },
): Promise<UserRow | null> {
  const email = identifier.email?.trim().toLowerCase();
  const phone = identifier.phone ? normaliseNigerianPhone(identifier.phone) : null;
  if (email) return users.userByEmailOrPhone(db, { email });
  if (phone) return users.userByEmailOrPhone(db, { phone });
  return Promise.resolve(null);
}
