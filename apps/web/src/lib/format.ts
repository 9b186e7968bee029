/**
 * Every display format of SPEC §9 in one place: dates (en-US short), money (naira, ADR 0002), rents with
 * their period, initials, average rating, and the property status colours of SPEC §4.
 */

/**
 * Numbers and dates are written here by hand, not with Intl: the first Intl formatter a page makes costs 15–30 ms
 * on this machine (4× that on a mid-range phone: the locale's data loads), a long task in the middle of hydration
 * (issue 19, ADR 0022 addendum). The formats are fixed (en-NG grouping "1,234.50", en-US short dates), so plain
 * code gives the same text, on the server and in the browser alike.
 */

/**
 * Thousands separators and exactly `digits` decimals, as en-NG writes them: "1,234.50". Like Intl, a half rounds
 * away from zero on the number's shortest decimal form (1.005 → "1.01"), not on its binary value.
 */
function grouped(value: number, digits: number): string {
  const abs = Math.abs(value);
  const shifted = Math.round(Number(`${abs}e${digits}`));
  const fixed = Number.isFinite(shifted) ? (shifted / 10 ** digits).toFixed(digits) : abs.toFixed(digits);
  const [whole = "", fraction] = fixed.split(".");
  const sign = value < 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Lagos keeps West Africa Time, UTC+1, all year (no daylight saving): its wall clock is UTC an hour on. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const lagosClock = (date: Date) => new Date(date.getTime() + LAGOS_OFFSET_MS);
const twoDigits = (n: number) => String(n).padStart(2, "0");

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

// Dates are Lagos dates wherever they are formatted, so the server's render and the browser's agree (ADR 0022).
/** "Nov 22, 2026"; empty → "N/A"; unparseable → "Invalid Date". */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  const d = lagosClock(date);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "Nov 22, 2026, 3:04 PM", Lagos time (audit trails, where the time matters); empty → "N/A". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  if (day === "N/A" || day === "Invalid Date") return day;
  const d = lagosClock(toDate(value as string | number | Date));
  const h = d.getUTCHours();
  return `${day}, ${h % 12 || 12}:${twoDigits(d.getUTCMinutes())} ${h < 12 ? "AM" : "PM"}`;
}

const toNumber = (value: unknown): number =>
  typeof value === "number"
    ? value
    : typeof value === "string" && value.trim() !== ""
      ? Number(value)
      : Number.NaN;

/** Naira with 2 decimals ("₦5,500,000.00"); "N/A" when the value is not a number (SPEC §9, ADR 0002). */
export function formatCurrency(value: unknown): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return "N/A";
  return `${n < 0 ? "-" : ""}₦${grouped(Math.abs(n), 2)}`;
}

/** An integer amount in kobo, shown in naira: the only place kobo becomes naira. */
export function formatKobo(kobo: unknown): string {
  const n = toNumber(kobo);
  return Number.isFinite(n) ? formatCurrency(n / 100) : "N/A";
}

export type RentPeriod = "year" | "month" | "night";

/** A rent with its period: "₦5,500,000.00/year". Without a period it is a sale price. */
export function formatRent(value: unknown, period: RentPeriod | null | undefined): string {
  const price = formatCurrency(value);
  return period && price !== "N/A" ? `${price}/${period}` : price;
}

function nameParts(name: string | null | undefined): string[] {
  return (name ?? "").trim().split(/\s+/).filter(Boolean);
}

/** First letters of the first two words, uppercase, at most 2; "U" when there is no name (SPEC §3). */
export function getInitials(name: string | null | undefined): string {
  // Whole characters (not UTF-16 halves), and no more than two even where upper-casing grows one ("ß" → "SS").
  const letters = nameParts(name)
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join("");
  return Array.from(letters).slice(0, 2).join("") || "U";
}

/** The avatar's text: initials, or "User" when there is no name (SPEC §2 header). */
export function avatarInitials(name: string | null | undefined): string {
  return nameParts(name).length ? getInitials(name) : "User";
}

/** Mean of the review ratings; 0 when there are none (SPEC §9). */
export function averageRating(
  reviews: { rating: number | string | null | undefined }[] | null | undefined,
): number {
  const ratings = (reviews ?? []).map((r) => Number(r.rating)).filter(Number.isFinite);
  return ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
}

export type PropertyStatus = "available" | "pending" | "sold" | "rented" | "unavailable";

const STATUS_CLASSES: Record<PropertyStatus, string> = {
  available: "bg-status-available",
  pending: "bg-status-pending",
  sold: "bg-status-sold",
  rented: "bg-status-rented",
  unavailable: "bg-status-unavailable",
};

/** SPEC §4: available green, pending yellow, sold red, rented blue, unavailable gray (default gray). */
export function statusColour(status: string | null | undefined): string {
  return STATUS_CLASSES[(status ?? "").toLowerCase() as PropertyStatus] ?? STATUS_CLASSES.unavailable;
}

/** The colour name itself, for text and tests. */
export function statusColourName(
  status: string | null | undefined,
): "green" | "yellow" | "red" | "blue" | "gray" {
  const names = {
    available: "green",
    pending: "yellow",
    sold: "red",
    rented: "blue",
    unavailable: "gray",
  } as const;
  return names[(status ?? "").toLowerCase() as PropertyStatus] ?? "gray";
}

/** A whole number with thousands separators: "8,194" (a fraction keeps up to 3 decimals: "2.5"). */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? grouped(value, 0) : grouped(value, 3).replace(/\.?0+$/, "");
}

/** A floor area in square metres: "1,200 m²". */
export function formatArea(squareMetres: number): string {
  return `${formatNumber(squareMetres)} m²`;
}

/** An average rating with one decimal: "4.5" (SPEC §9). */
export function formatRating(value: number): string {
  return grouped(value, 1);
}

/** Said instead of "0.0 out of 5 (0 reviews)" where nobody has reviewed yet (issue 38). */
export const NO_REVIEWS_YET = "No reviews yet";

/** True when a rating has reviews behind it; a 0 with no reviews is "No reviews yet", not a score. */
export const hasReviews = (count: number | null | undefined) => typeof count === "number" && count > 0;

/** A number with exactly `digits` decimals and thousands separators: "1,234.50" (market figures). */
export function formatDecimal(value: number, digits = 2): string {
  return grouped(value, digits);
}

/** The time of day of an instant, Lagos time (the same in the server's render and the browser): "14:05:09". */
export function formatTimeOfDay(value: string | number | Date): string {
  const d = lagosClock(toDate(value));
  return `${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}:${twoDigits(d.getUTCSeconds())}`;
}

/** A count with its noun in the right number: "1 view", "1,204 views", "0 listings"; irregular plural given. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/**
 * Place parts joined with ", ", each trimmed, empty ones dropped: "Lekki, Lagos" (never "Lekki , Lagos"). A part the
 * text already names is said once: an address "Lekki, Lagos" with its LGA "Lekki" and state "Lagos" reads
 * "Lekki, Lagos", not "Lekki, Lagos, Lekki, Lagos" (issue 38).
 */
export function formatPlace(...parts: Array<string | null | undefined>): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const piece of parts.flatMap((p) => (p ?? "").split(","))) {
    const text = piece.trim();
    const key = text.toLowerCase().replace(/\s+/g, " ");
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out.join(", ");
}

/** A month as the API names it ("2026-11") → "Nov 2026"; anything else is returned as it is. */
export function formatMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(d.getTime())) return month;
  return d.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}
