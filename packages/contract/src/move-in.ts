/**
 * The true cost of moving in (issues 8 and 17): the rent paid up front plus agency fee, legal fee, caution
 * deposit and service charge. The Lagos State Tenancy Law 2011 caps the agency and the legal fee at 10% of a
 * year's rent each (s.4, as the issue cites it) and forbids demanding more than a year's rent in advance from a
 * new tenant (s.4(2)); amounts above those limits are flagged with the law named.
 *
 * The one implementation: /valuation's calculator (percent inputs, naira) and the listing page (the landlord's
 * fees, kobo) both use `moveInCostOf`. Amounts are in one unit of the caller's choosing (naira or kobo); results
 * are rounded to whole units of it.
 */
export const TENANCY_LAW = "Lagos State Tenancy Law 2011, s.4";
export const TENANCY_FEE_CAP = 0.1;
export const MAX_ADVANCE_RENT_MONTHS = 12;

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
  Math.max(Math.round((fee * 10_000) / yearly) / 100, TENANCY_FEE_CAP * 100 + 0.01);

export function moveInCostOf(input: MoveInAmounts): MoveInCost {
  const yearly = clean(input.yearlyRent);
  const months = clean(input.advanceMonths);
  const rent = Math.round((yearly * months) / 12);
  const agencyFee = Math.round(clean(input.agencyFee));
  const legalFee = Math.round(clean(input.legalFee));
  const cautionDeposit = Math.round(clean(input.cautionDeposit));
  const serviceCharge = Math.round(clean(input.serviceCharge));
  const cap = Math.round(yearly * TENANCY_FEE_CAP);
  const warnings: string[] = [];
  for (const [name, fee, exact] of [
    ["An agency fee", agencyFee, clean(input.agencyFee)],
    ["A legal fee", legalFee, clean(input.legalFee)],
  ] as const) {
    if (yearly > 0 && fee > cap)
      warnings.push(
        `${name} of ${percentOver(exact, yearly)}% is above the 10% of a year's rent allowed by the ${TENANCY_LAW}.`,
      );
  }
  if (months > MAX_ADVANCE_RENT_MONTHS) {
    warnings.push(
      `${months} months of rent in advance is more than the one year a landlord may demand from a new tenant under the ${TENANCY_LAW}(2).`,
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
