/**
 * The one page meta of every paged list (`meta` of listings, projects, auctions, enquiries, requests;
 * `pagination` of search, directories, reviews and the news service) and the one public image shape of
 * listings and projects (`platform/images.ts` `imageOut`).
 */
import { z } from "zod";

export const paginationSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationSchema>;

/** The page meta of `total` items, `perPage` a page, at `page`; an empty list still has one page. */
export function pageMeta(page: number, perPage: number, total: number): PaginationMeta {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** A list reply with `meta` (SPEC §7 lists of listings, projects, auctions, enquiries, requests). */
export const pagedReplySchema = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal("success"), data: z.array(item), meta: paginationSchema });

/** A public photo of a listing or a project: the largest WebP, one URL per width (`srcset`), its place. */
export const imageSchema = z.object({
  id: z.number().int(),
  /** Largest WebP size. */
  url: z.string(),
  /** `srcset`-ready: one URL per width. */
  sizes: z.array(z.object({ width: z.number().int(), url: z.string() })),
  position: z.number().int(),
  is_cover: z.boolean(),
  alt: z.string(),
});
export type ImageOut = z.infer<typeof imageSchema>;
