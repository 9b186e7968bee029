/**
 * Who may see what is paid for, decided on the server for every premium endpoint (issue 6). Other modules
 * ask here and nowhere else: search's profile lookup (`canViewPremiumProfile`) and the paywall check of
 * /premium-content (`canViewPremiumContent`).
 *
 * Owners and admins always pass. Paid access (profile unlocks, plan entitlements) is added by the payments
 * module's tables; until a viewer has one of those, the answer is no.
 */
import type { DbOrTx } from "../../db/client.ts";

export interface Viewer {
  userId: number;
  role: string;
}

export async function canViewPremiumProfile(
  _db: DbOrTx,
  viewer: Viewer | null,
  profileUserId: number,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === "admin" || viewer.userId === profileUserId) return true;
  return false;
}

export async function canViewPremiumContent(_db: DbOrTx, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  return viewer.role === "admin";
}

/**
 * What a viewer who may not see a premium profile is told (the 402 `payment_required` reply of
 * `GET /api/search?unique_key=`): the price, what it unlocks and the call that starts the payment.
 */
export function profileUnlockInstructions(priceKobo: number, uniqueKey: string) {
  return {
    amount: priceKobo,
    currency: "NGN",
    unlocks: ["email", "phone", "address", "documents"],
    description:
      "Pay once to unlock this profile's contact details (email, phone, address) and documents, or subscribe to a plan that includes premium profile views.",
    initiate: { method: "POST", path: "/api/payment/initiate", body: { unique_key: uniqueKey } },
  };
}
