/**
 * The true cost of moving in (issues 8 and 17): the rent paid up front plus agency fee, legal fee, caution
 * deposit and service charge, and what the Lagos State Tenancy Law 2011 says about it, as the Law is (issue 34,
 * ADR 0950 addendum):
 * - s.1: the Law applies in Lagos State except Apapa, Ikeja GRA, Ikoyi and Victoria Island;
 * - s.4: a landlord may not demand or receive (and a tenant may not offer or pay) more than six months' rent in
 *   advance from a monthly tenant, or more than a year's from a yearly tenant;
 * - agency and legal fees of about 10% of a year's rent each are custom, not the Law: a fee above that is flagged
 *   as above the usual figure, never as unlawful.
 *
 * The one implementation: /valuation's calculator (percent inputs, naira) and the listing page (the landlord's
 * fees, kobo) both use `moveInCostOf`. Amounts are in one unit of the caller's choosing (naira or kobo); results
 * are rounded to whole units of it.
 */
export const TENANCY_LAW = "Lagos State Tenancy Law 2011";
/** The areas s.1 of the Law leaves out. */
export const TENANCY_LAW_EXCLUDED_AREAS = "Apapa, Ikeja GRA, Ikoyi and Victoria Island";
/** The usual agency and legal fee, each, as a share of a year's rent (custom, not law). */
export const USUAL_FEE_SHARE = 0.1;
/** s.4: the most rent in advance, in months, from a yearly tenant. */
export const MAX_ADVANCE_RENT_MONTHS = 12;

const norm = (s: string | null | undefined) =>
  (s ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Where a place stands under the Law: `applies` (Lagos State outside the excluded areas), `excluded` (Apapa,
 * Ikeja GRA, Ikoyi — Banana Island included — or Victoria Island, named in the town/area or, for Ikoyi, Victoria
 * Island and Ikeja GRA, in the address), `elsewhere` (another state).
 */
export function tenancyLawWhere(place: {
  state: string;
  city: string;
  address?: string | null;
}): "applies" | "excluded" | "elsewhere" {
  if (!/\blagos\b/.test(norm(place.state))) return "elsewhere";
  const city = norm(place.city);
  const both = `${city} ${norm(place.address)}`;
  const excluded =
    /\b(ikoyi|banana island|victoria island|ikeja gra|gra ikeja)\b/.test(both) ||
    /^(vi|v i)$/.test(city) ||
    /\bapapa\b/.test(city) ||
    (/\bikeja\b/.test(city) && /\bgra\b/.test(both));
  return excluded ? "excluded" : "applies";
}

/** What the Law says about rent in advance for a rent `period` at a place where it applies (s.4). */
export function advanceRentRule(period: "year" | "month"): string {
  return period === "year"
    ? `Under section 4 of the ${TENANCY_LAW}, a landlord may not demand or receive more than one year's rent in advance from a yearly tenant, and a tenant may not offer or pay it.`
    : `Under section 4 of the ${TENANCY_LAW}, a landlord may not demand or receive more than six months' rent in advance from a monthly tenant, and a tenant may not offer or pay it.`;
}

/** The Law's word on a rent listing: its s.4 rule where it applies, that it does not apply in an excluded area. */
export function tenancyLawNote(listing: {
  listing_type: "rent" | "sale";
  rent_period: "year" | "month" | "night" | null;
  address: { address?: string | null; city: string; state: string };
}): string | null {
  if (listing.listing_type !== "rent" || (listing.rent_period !== "year" && listing.rent_period !== "month"))
    return null;
  const where = tenancyLawWhere(listing.address);
  if (where === "elsewhere") return null;
  if (where === "excluded")
    return `The ${TENANCY_LAW} does not apply here: section 1 leaves out ${TENANCY_LAW_EXCLUDED_AREAS}. Rent in advance is what the tenancy agreement says.`;
  return advanceRentRule(listing.rent_period);
}

export interface MoveInAmounts {
  /** A year's rent. */
  yearlyRent: number;
  /** Months of rent demanded up front (12 usually; some landlords ask for 24). */
  advanceMonths: number;
  agencyFee: number;
  legalFee: number;
  /** Caution (refundable) deposit. */
  cautionDeposit: number;
  /** Service charge for the first year. */
  serviceCharge: number;
}

/** The /valuation calculator's inputs: agency and legal fees as a percentage of a year's rent, amounts in naira. */
export interface MoveInInputs {
  yearlyRent: number;
  advanceMonths: number;
  agencyPercent: number;
  legalPercent: number;
  cautionDeposit: number;
  serviceCharge: number;
}

/** Typical Lagos defaults: a year up front, 10% agency, 10% legal, a month's rent caution deposit. */
export function defaultInputs(yearlyRent: number): MoveInInputs {
  return {
    yearlyRent,
    advanceMonths: 12,
    agencyPercent: 10,
    legalPercent: 10,
    cautionDeposit: Math.round(yearlyRent / 12),
    serviceCharge: 0,
  };
}

export interface MoveInCost {
  rent: number;
  agencyFee: number;
  legalFee: number;
  cautionDeposit: number;
  serviceCharge: number;
  total: number;
  warnings: string[];
}

const clean = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

/**
 * A fee over the cap as a percentage of a year's rent, to 2 decimals, from the fee before rounding (so 15% of any
 * rent reads "15%"), and never below 10.01 (a fee a kobo over the cap must not read "10%").
 */
const percentOver = (fee: number, yearly: number) =>
  Math.max(Math.round((fee * 10_000) / yearly) / 100, USUAL_FEE_SHARE * 100 + 0.01);

export function moveInCostOf(input: MoveInAmounts): MoveInCost {
  const yearly = clean(input.yearlyRent);
  const months = clean(input.advanceMonths);
  const rent = Math.round((yearly * months) / 12);
  const agencyFee = Math.round(clean(input.agencyFee));
  const legalFee = Math.round(clean(input.legalFee));
  const cautionDeposit = Math.round(clean(input.cautionDeposit));
  const serviceCharge = Math.round(clean(input.serviceCharge));
  const cap = Math.round(yearly * USUAL_FEE_SHARE);
  const warnings: string[] = [];
  for (const [name, fee, exact] of [
    ["An agency fee", agencyFee, clean(input.agencyFee)],
    ["A legal fee", legalFee, clean(input.legalFee)],
  ] as const) {
    if (yearly > 0 && fee > cap)
      warnings.push(
        `${name} of ${percentOver(exact, yearly)}% is above the usual 10% of a year's rent. The 10% is custom, not a limit set by law: ask what the fee pays for.`,
      );
  }
  if (months > MAX_ADVANCE_RENT_MONTHS) {
    warnings.push(
      `${months} months of rent in advance is more than the one year section 4 of the ${TENANCY_LAW} allows from a yearly tenant (it applies in Lagos State except ${TENANCY_LAW_EXCLUDED_AREAS}).`,
    );
  }
  return {
    rent,
    agencyFee,
    legalFee,
    cautionDeposit,
    serviceCharge,
    total: rent + agencyFee + legalFee + cautionDeposit + serviceCharge,
    warnings,
  };
}

/** The calculator's percent inputs as amounts, then `moveInCostOf`. */
export function moveInCost(input: MoveInInputs): MoveInCost {
  const yearly = clean(input.yearlyRent);
  return moveInCostOf({
    yearlyRent: input.yearlyRent,
    advanceMonths: input.advanceMonths,
    agencyFee: (yearly * clean(input.agencyPercent)) / 100,
    legalFee: (yearly * clean(input.legalPercent)) / 100,
    cautionDeposit: input.cautionDeposit,
    serviceCharge: input.serviceCharge,
  });
}

/** What a listing says about its price and fees (the fields of `Property` the move-in cost reads; kobo). */
export interface ListingMoneyFields {
  listing_type: "rent" | "sale";
  rent_period: "year" | "month" | "night" | null;
  price_kobo: number;
  agency_fee_kobo: number | null;
  legal_fee_kobo: number | null;
  caution_deposit_kobo: number | null;
  service_charge_kobo: number | null;
}

/** Rent paid up front when moving in: a year for a yearly rent, a month for a monthly one. */
const ADVANCE_MONTHS = { year: 12, month: 1 } as const;

/**
 * The cost of moving into a rent listing, in kobo, from the fees its owner entered (a fee not stated counts as
 * none). Null for sales and short lets (rent per night), which have no move-in cost.
 */
export function listingMoveIn(listing: ListingMoneyFields): MoveInCost | null {
  if (listing.listing_type !== "rent" || (listing.rent_period !== "year" && listing.rent_period !== "month"))
    return null;
  return moveInCostOf({
    yearlyRent: listing.rent_period === "year" ? listing.price_kobo : listing.price_kobo * 12,
    advanceMonths: ADVANCE_MONTHS[listing.rent_period],
    agencyFee: listing.agency_fee_kobo ?? 0,
    legalFee: listing.legal_fee_kobo ?? 0,
    cautionDeposit: listing.caution_deposit_kobo ?? 0,
    serviceCharge: listing.service_charge_kobo ?? 0,
  });
}
