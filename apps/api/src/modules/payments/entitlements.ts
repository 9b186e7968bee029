/**
 * Who may see what is paid for, decided on the server for every premium endpoint (issue 6). Other modules
 * ask here and nowhere else: search's profile lookup (`canViewPremiumProfile`), what such a lookup would cost
 * (`premiumProfileAccess`, spending nothing) and the paywall check of /premium-content (`canViewPremiumContent`).
 *
 * Owners and admins always pass; then a paid unlock of that profile; then the viewer's live plan: its
 * monthly allowance of premium profiles (a profile counts once per month, and the first look at a new one
 * uses up one of the allowance) or its premium-content flag. An ended subscription gives nothing.
 */
import { PAYMENT_MESSAGES } from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { currentPlan } from "./plans.ts";
import { listingCount, lockListingQuota, premiumViewsIn, takeView, viewedIn } from "./repo/access.ts";
import { hasUnlock } from "./repo/payments.ts";

export interface Viewer {
  userId: number;
  role: string;
}

/** Owner, admin or a paid unlock: access that uses up nothing. */
export async function hasUnlockedProfile(db: DbOrTx, viewer: Viewer | null, profileUserId: number) {
  if (!viewer) return false;
  if (viewer.role === "admin" || viewer.userId === profileUserId) return true;
  return hasUnlock(db, viewer.userId, profileUserId);
}

export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);

export async function premiumViewsThisMonth(db: DbOrTx, userId: number): Promise<number> {
  return premiumViewsIn(db, userId, monthStart());
}

/** The viewer's plan allowance of new premium profiles a month; null when unlimited. */
async function profileAllowance(db: DbOrTx, userId: number): Promise<number | null> {
  const { plan } = await currentPlan(db, userId);
  return plan.premium_profile_views === null ? null : Number(plan.premium_profile_views);
}

/** Whether the viewer already looked at this profile this month (looking again uses nothing). */
async function seenThisMonth(db: DbOrTx, userId: number, profileUserId: number, month = monthStart()) {
  return viewedIn(db, userId, profileUserId, month);
}

/**
 * What a lookup of a profile's premium part would cost the viewer, deciding nothing and spending nothing (the
 * profile page asks before it looks, so a plan's monthly views are only used when the viewer asks to see).
 */
export async function premiumProfileAccess(
  db: DbOrTx,
  viewer: Viewer,
  profileUserId: number,
): Promise<{ access: "full" | "allowance" | "payment"; remaining: number | null; allowance: number | null }> {
  if (await hasUnlockedProfile(db, viewer, profileUserId))
    return { access: "full", remaining: null, allowance: null };
  const allowance = await profileAllowance(db, viewer.userId);
  if (allowance === null) return { access: "full", remaining: null, allowance: null };
  if (await seenThisMonth(db, viewer.userId, profileUserId))
    return { access: "full", remaining: null, allowance };
  const remaining = Math.max(0, allowance - (await premiumViewsThisMonth(db, viewer.userId)));
  return { access: remaining > 0 ? "allowance" : "payment", remaining, allowance };
}

export async function canViewPremiumProfile(
  db: DbOrTx,
  viewer: Viewer | null,
  profileUserId: number,
): Promise<boolean> {
  if (!viewer) return false;
  if (await hasUnlockedProfile(db, viewer, profileUserId)) return true;
  const allowance = await profileAllowance(db, viewer.userId);
  if (allowance === 0) return false;
  const month = monthStart();
  if (await seenThisMonth(db, viewer.userId, profileUserId, month)) return true;
  // Counted and recorded in one statement, so two lookups at once cannot both take the last view.
  return takeView(db, viewer.userId, profileUserId, month, allowance);
}

/**
 * A plan's listing quota: live listings (not deleted, not sold/rented/unavailable) an owner may have at once.
 * Admins have none. Throws 403 with what to do when the quota is used up. With `lock`, `db` is the transaction
 * that inserts the listing: the owner's quota lock is taken before counting, so creates at once by one owner
 * count one after another and cannot all see room for one more (ADR 0201 addendum).
 */
export async function assertListingQuota(db: DbOrTx, viewer: Viewer, lock = false): Promise<void> {
  if (viewer.role === "admin") return;
  const { plan } = await currentPlan(db, viewer.userId);
  if (plan.listing_quota === null) return;
  const quota = Number(plan.listing_quota);
  if (lock) await lockListingQuota(db, viewer.userId);
  if ((await listingCount(db, viewer.userId, true)) >= quota)
    throw new AppError(403, PAYMENT_MESSAGES.listingQuota(plan.name, quota), "LISTING_QUOTA_REACHED");
}

export async function canViewPremiumContent(db: DbOrTx, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  const { plan } = await currentPlan(db, viewer.userId);
  return plan.premium_content;
}

/**
 * What a viewer who may not see a premium profile is told (the 402 `payment_required` reply of
 * `GET /api/search?unique_key=`): the price, what it unlocks and the call that starts the payment.
 */
export function profileUnlockInstructions(priceKobo: number, uniqueKey: string) {
  return {
    amount: priceKobo / 100,
    amount_kobo: priceKobo,
    currency: "NGN" as const,
    unlocks: ["email", "phone", "address", "documents"],
    description: PAYMENT_MESSAGES.unlockInstructions,
    initiate: { method: "POST" as const, path: "/api/payment/initiate", body: { unique_key: uniqueKey } },
  };
}
