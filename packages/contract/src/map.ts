/**
 * Map search (issue 37, ADR 0408): where a listing is (`location`), and the `bbox=west,south,east,north` area a
 * list or search is narrowed to. Plain functions and one zod shape: the web uses `parseBbox`/`formatBbox` to read
 * and write the URL, the API validates with the same rules and messages.
 */
import { z } from "zod";

/**
 * Where a listing is shown on a map: the owner's pin (`approximate: false`), otherwise the centre of its
 * neighbourhood or town from the geo data (`approximate: true`; never a street address).
 */
export const locationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  approximate: z.boolean(),
});
export type ListingLocation = z.infer<typeof locationSchema>;

/** An area of the map in degrees: west and east are longitudes, south and north latitudes. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const bboxMessages = {
  format: "bbox must be four numbers: west,south,east,north",
  range: "bbox must be within -180 to 180 longitude and -90 to 90 latitude",
  westEast: "bbox west must be less than east",
  southNorth: "bbox south must be less than north",
} as const;

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

/** `"3.3,6.4,3.5,6.6"` → a Bbox, or the message saying what is wrong with it. */
export function parseBbox(text: string): { ok: true; value: Bbox } | { ok: false; message: string } {
  const parts = text.split(",");
  if (parts.length !== 4 || parts.some((p) => !NUMBER.test(p)))
    return { ok: false, message: bboxMessages.format };
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((x) => x < -180 || x > 180) || [south, north].some((y) => y < -90 || y > 90))
    return { ok: false, message: bboxMessages.range };
  if (west >= east) return { ok: false, message: bboxMessages.westEast };
  if (south >= north) return { ok: false, message: bboxMessages.southNorth };
  return { ok: true, value: { west, south, east, north } };
}

/** A Bbox as the URL writes it (six decimals: about 10 cm). */
export function formatBbox(b: Bbox): string {
  return [b.west, b.south, b.east, b.north].map((n) => Number(n.toFixed(6))).join(",");
}

/**
 * The `bbox` query parameter of GET /api/properties: checked with `parseBbox`'s messages (a string still; the
 * server reads it with `parseBbox`, which then cannot fail).
 */
export const bboxParam = z
  .string()
  .max(200, { error: bboxMessages.format })
  .superRefine((text, ctx) => {
    const parsed = parseBbox(text);
    if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
  })
  .describe("west,south,east,north in degrees: only listings located in this area");
