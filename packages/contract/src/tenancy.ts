/**
 * Tenancies (issue 24, ADR 0950): rent periods, the rent schedule, notice periods of the Lagos State Tenancy Law
 * 2011 and the affordability rule. Pure functions over ISO dates ("YYYY-MM-DD", calendar days, no time zone), so
 * the API, the web and the tests compute the same thing.
 */
export const TENANCY_PERIODS = ["month", "quarter", "half_year", "year"] as const;
export type TenancyPeriod = (typeof TENANCY_PERIODS)[number];
export const TENANCY_PERIOD_MONTHS: Record<TenancyPeriod, number> = {
  month: 1,
  quarter: 3,
  half_year: 6,
  year: 12,
};
export const TENANCY_PERIOD_LABELS: Record<TenancyPeriod, string> = {
  month: "Monthly",
  quarter: "Quarterly",
  half_year: "Half-yearly",
  year: "Yearly",
};
/** "per month", "per quarter"… for a rent amount. */
export const TENANCY_PERIOD_PER: Record<TenancyPeriod, string> = {
  month: "per month",
  quarter: "per quarter",
  half_year: "per half-year",
  year: "per year",
};
/** Longest fixed term accepted: 10 years. */
export const MAX_TERM_MONTHS = 120;

/**
 * Notice to quit, Lagos State Tenancy Law 2011 s.13(1): a tenancy at will or a weekly tenancy one week, a monthly
 * tenancy one month, a quarterly tenancy three months, a half-yearly tenancy three months, a yearly tenancy six
 * months. After the notice runs out (or a fixed term ends) the landlord must also serve seven days' written notice
 * of the intention to recover possession (s.13(5)) before going to court.
 */
export const NOTICE_MONTHS: Record<TenancyPeriod, number> = { month: 1, quarter: 3, half_year: 3, year: 6 };
export const NOTICE_LAW = "Lagos State Tenancy Law 2011, s.13";
export const RECOVERY_NOTICE_DAYS = 7;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const toUtc = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return { y, m, d };
};
const fmt = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `months` calendar months after `iso`, the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const { y, m, d } = toUtc(iso);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return fmt(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

export function addDays(iso: string, days: number): string {
  const { y, m, d } = toUtc(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  const ua = toUtc(a);
  const ub = toUtc(b);
  return Math.round((Date.UTC(ub.y, ub.m - 1, ub.d) - Date.UTC(ua.y, ua.m - 1, ua.d)) / 86_400_000);
}

/**
 * The day the n-th period starts (0 = the start). Computed from the start each time, so a tenancy starting on the
 * 31st has its monthly rent due on the 31st, or the month's last day, every month (not drifting to the 28th).
 */
export function periodStart(start: string, period: TenancyPeriod, n: number): string {
  return addMonths(start, TENANCY_PERIOD_MONTHS[period] * n);
}

/** The last day of a fixed term of `periods` periods from `start`. */
export function termEnd(start: string, period: TenancyPeriod, periods: number): string {
  return addDays(periodStart(start, period, periods), -1);
}

export interface ScheduleInput {
  start: string;
  period: TenancyPeriod;
  /** How many periods the fixed term runs. */
  periods: number;
  /** Rent for one period, integer kobo. */
  rentKobo: number;
}

export interface ScheduledInstallment {
  /** 1-based. */
  sequence: number;
  /** Rent is paid in advance: due on the first day of the period it pays for. */
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  amountKobo: number;
}

/** The rent schedule of a fixed term: one installment per period, each due on the first day of its period. */
export function rentSchedule(input: ScheduleInput): ScheduledInstallment[] {
  if (!isIsoDate(input.start)) throw new RangeError(`Not a date: ${input.start}`);
  if (!Number.isInteger(input.periods) || input.periods < 1) throw new RangeError("periods must be ≥ 1");
  if (TENANCY_PERIOD_MONTHS[input.period] * input.periods > MAX_TERM_MONTHS)
    throw new RangeError("term too long");
  const out: ScheduledInstallment[] = [];
  for (let n = 0; n < input.periods; n += 1) {
    const from = periodStart(input.start, input.period, n);
    out.push({
      sequence: n + 1,
      dueDate: from,
      periodStart: from,
      periodEnd: addDays(periodStart(input.start, input.period, n + 1), -1),
      amountKobo: input.rentKobo,
    });
  }
  return out;
}

export interface NoticeResult {
  /** The last day of the tenancy once this notice runs out. */
  endDate: string;
  noticeMonths: number;
  /** Plain words: the period, the law, and the seven days' notice of owner's intention that follows. */
  explanation: string;
}

/**
 * When a notice to quit given on `givenOn` ends a tenancy paid by `period`: the notice period of s.13(1), and never
 * before the end of the fixed term already agreed (a notice cannot cut short a term paid for). A tenant's notice
 * follows the same periods.
 */
export function noticeEnd(period: TenancyPeriod, givenOn: string, fixedTermEnd: string | null): NoticeResult {
  const months = NOTICE_MONTHS[period];
  const byNotice = addDays(addMonths(givenOn, months), -1);
  const endDate = fixedTermEnd && fixedTermEnd > byNotice ? fixedTermEnd : byNotice;
  const length = months === 1 ? "one month" : `${months} months`;
  return {
    endDate,
    noticeMonths: months,
    explanation: `A ${TENANCY_PERIOD_LABELS[period].toLowerCase()} tenancy needs ${length}' notice (${NOTICE_LAW}(1)); after it runs out the landlord serves ${RECOVERY_NOTICE_DAYS} days' written notice of the owner's intention to recover possession.`,
  };
}

/** Affordability (issue 24): rent is affordable when a month of it is at most a third of the monthly income. */
export const AFFORDABLE_SHARE = 1 / 3;
export const AFFORDABILITY_RULE = "Affordable means rent of at most a third of your monthly income.";

/** Rent for one month of a listing's rent (kobo): a yearly rent over 12, a monthly one as it is; null otherwise. */
export function monthlyRentKobo(priceKobo: number, rentPeriod: string | null): number | null {
  if (rentPeriod === "year") return priceKobo / 12;
  if (rentPeriod === "month") return priceKobo;
  return null;
}

/** Whether a rent (per month or year) is at most a third of a monthly income; null when it has no monthly rent. */
export function isAffordable(
  priceKobo: number,
  rentPeriod: string | null,
  monthlyIncomeKobo: number,
): boolean | null {
  const monthly = monthlyRentKobo(priceKobo, rentPeriod);
  if (monthly === null) return null;
  // 3 × monthly rent ≤ income, in whole kobo (no rounding of the third).
  return monthly * 3 <= monthlyIncomeKobo;
}

/**
 * The monthly income a rent needs to be affordable (kobo): three months of rent a month, rounded up to the kobo;
 * null for a rent with no monthly figure (sales, short lets). Shown beside the move-in total (issue 38).
 */
export function incomeNeededKobo(priceKobo: number, rentPeriod: string | null): number | null {
  const monthly = monthlyRentKobo(priceKobo, rentPeriod);
  return monthly === null ? null : Math.ceil(monthly * 3);
}

/** The most a person with this monthly income can pay a year and stay affordable (kobo). */
export function maxAffordableYearlyRentKobo(monthlyIncomeKobo: number): number {
  return Math.floor((monthlyIncomeKobo * 12) / 3);
}
