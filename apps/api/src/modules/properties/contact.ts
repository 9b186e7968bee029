/**
 * The listing owner's phone on the listing page (issue 17, ADR 0214): shown exactly when the owner's premium
 * profile would be (entitlements.ts, ADR 0600/0601) without spending anything, so the page never uses up a
 * plan's monthly views; looking with an allowance is chosen on the owner's profile page.
 */
import type { OwnerContact } from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { premiumProfileAccess } from "../payments/entitlements.ts";
import { ownerPhone } from "./repo/listings.ts";

export async function ownerContact(
  db: DbOrTx,
  ownerId: number,
  session: Session | null,
): Promise<OwnerContact> {
  if (!session) return { access: "sign_in", phone: null };
  const { access } = await premiumProfileAccess(db, { userId: session.userId, role: session.role }, ownerId);
  return { access, phone: access === "full" ? await ownerPhone(db, ownerId) : null };
}
