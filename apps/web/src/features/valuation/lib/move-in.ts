/**
 * The true cost of moving in (issue 8): the rent paid up front plus agency fee, legal fee, caution deposit and
 * service charge. The Lagos State Tenancy Law 2011 caps the agency and the legal fee at 10% of a year's rent
 * each (s.4, as the issue cites it) and forbids demanding more than a year's rent in advance from a new tenant
 * (s.4(2)); amounts above those limits are flagged with the law named.
 */
export const LAW = "Lagos State Tenancy Law 2011, s.4";
export const FEE_CAP = 0.1;
export const MAX_ADVANCE_MONTHS = 12;

export interface MoveInInputs {
  /** A year's rent in naira. */
  yearlyRent: number;
  /** Months of rent demanded up front (12 usually; some landlords ask for 24). */
  advanceMonths: number;
  agencyPercent: number;
  legalPercent: number;
  /** Caution (refundable) deposit in naira. */
  cautionDeposit: number;
  /** Service charge for the first year, in naira. */
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

export function moveInCost(input: MoveInInputs): MoveInCost {
  const yearly = clean(input.yearlyRent);
  const months = clean(input.advanceMonths);
  const rent = Math.round((yearly * months) / 12);
  const agencyFee = Math.round((yearly * clean(input.agencyPercent)) / 100);
  const legalFee = Math.round((yearly * clean(input.legalPercent)) / 100);
  const cautionDeposit = Math.round(clean(input.cautionDeposit));
  const serviceCharge = Math.round(clean(input.serviceCharge));
  const warnings: string[] = [];
  if (clean(input.agencyPercent) > FEE_CAP * 100) {
    warnings.push(
      `An agency fee of ${input.agencyPercent}% is above the 10% of a year's rent allowed by the ${LAW}.`,
    );
  }
  if (clean(input.legalPercent) > FEE_CAP * 100) {
    warnings.push(
      `A legal fee of ${input.legalPercent}% is above the 10% of a year's rent allowed by the ${LAW}.`,
    );
  }
  if (months > MAX_ADVANCE_MONTHS) {
    warnings.push(
      `${months} months of rent in advance is more than the one year a landlord may demand from a new tenant under the ${LAW}(2).`,
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
