/** Pieces the search, people and search-helper schemas share (not exported from the package index). */
import { z } from "zod";
import { paginationSchema } from "./page.ts";

export const resultId = z.union([z.number().int(), z.string()]);

/** One group of results: a page of items and its pagination. */
export const resultGroup = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

export const ROLE_INVALID = "Role must be one of user, tenant, landlord, agent, developer";
