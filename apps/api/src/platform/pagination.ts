/**
 * The one API-side pagination: a page's rows window from `page` and `per_page` (1-based), and the `meta` /
 * `pagination` object every list answers with (its shape is the contract's: current_page, last_page ≥ 1,
 * per_page, total).
 */
import { type PaginationMeta, pageMeta } from "@ile/contract";

/** The contract's page meta (packages/contract page.ts): one definition for the API and the web. */
export type PageMeta = PaginationMeta;
export { pageMeta };

/** The rows a page covers: skip `offset`, take `limit`. */
export function pageWindow(page: number, perPage: number): { offset: number; limit: number } {
  return { offset: (page - 1) * perPage, limit: perPage };
}

/**
 * One page of a list as `{data, pagination}`: `read` the rows of the window that `page` and `per_page` ask for
 * (page 1 and `defaultPerPage` unless given) with their total, then `wire` them.
 */
export async function pageOf<Row, Wire>(
  q: { page?: number | undefined; per_page?: number | undefined },
  defaultPerPage: number,
  read: (window: { offset: number; limit: number }) => Promise<{ rows: Row[]; total: number }>,
  wire: (rows: Row[]) => Wire[] | Promise<Wire[]>,
): Promise<{ data: Wire[]; pagination: PageMeta }> {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? defaultPerPage;
  const { rows, total } = await read(pageWindow(page, perPage));
  return { data: await wire(rows), pagination: pageMeta(page, perPage, total) };
}

/** True when the page starts at or past the last row (nothing to read). */
export const pastEnd = (page: number, perPage: number, total: number) =>
  total === 0 || pageWindow(page, perPage).offset >= total;
