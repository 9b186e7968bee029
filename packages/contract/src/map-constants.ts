/**
 * Map search's zod-free part (issue 37, ADR 0408; issue 48): the `bbox=west,south,east,north` area, its messages,
 * and reading and writing it. The web's list and search pages use these without loading zod (the schemas are in
 * map.ts, which re-exports this module).
 */
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
