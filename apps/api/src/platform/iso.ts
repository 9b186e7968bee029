/** A time as the wire carries it: ISO 8601 in UTC (what JSON.stringify makes of a Date), or null for none. */
export function iso(d: Date | string): string;
export function iso(d: Date | string | null): string | null;
export function iso(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}
