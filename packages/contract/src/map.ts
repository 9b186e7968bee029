/**
 * Map search (issue 37, ADR 0408): where a listing is (`location`), and the `bbox=west,south,east,north` area a
 * list or search is narrowed to. Plain functions and one zod shape: the web uses `parseBbox`/`formatBbox` to read
 * and write the URL, the API validates with the same rules and messages.
 */
import { z } from "zod";
import { bboxMessages, parseBbox } from "./map-constants.ts";

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

export * from "./map-constants.ts";

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
