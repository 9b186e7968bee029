/**
 * Premium content (issue 6): the market report behind /premium-content. Entitlements are checked here on the
 * server, whatever the page does: no login → 401, no plan with premium content → 402 with what to buy.
 * The report is computed from the live listings on Ile: median and quartile asking prices per town and
 * bedroom count (groups of at least 3 listings, so no single listing can be read back from it).
 */
import { messages, PAYMENT_MESSAGES } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { canViewPremiumContent } from "./entitlements.ts";
import { marketReport as reportRows } from "./repo/access.ts";

export const MIN_GROUP = 3;

export class PremiumContent {
  constructor(private readonly db: Db) {}

  marketReport(session: Session | null, query: { listing_type: "rent" | "sale"; state?: string }) {
    return marketReport(this.db, session, query);
  }
}

async function marketReport(
  db: Db,
  session: Session | null,
  query: { listing_type: "rent" | "sale"; state?: string },
) {
  if (!session) throw AppError.unauthorized(messages.search.loginRequired);
  if (!(await canViewPremiumContent(db, { userId: session.userId, role: session.role })))
    throw new AppError(402, messages.profileLookup.paymentRequired, "PAYMENT_REQUIRED", {
      plan: [PAYMENT_MESSAGES.premiumContentPlan],
    });
  const { listing_type, state } = query;
  const rows = await reportRows(db, listing_type, state || null, MIN_GROUP);
  return {
    listing_type,
    period: listing_type === "rent" ? ("year" as const) : null,
    currency: "NGN" as const,
    generated_at: new Date().toISOString(),
    rows: rows.map((r) => ({
      state: r.state,
      city: r.city,
      bedrooms: Number(r.bedrooms),
      listings: Number(r.listings),
      // Naira, as every other reply (prices are stored in kobo).
      median: Number(r.median) / 100,
      p25: Number(r.p25) / 100,
      p75: Number(r.p75) / 100,
    })),
  };
}
