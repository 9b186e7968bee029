/** The route shapes the service-providers route files share: tags, the bearer line, an id parameter, pages, replies. */
import { z } from "zod";
import { bearer, int32IdParams } from "../../platform/route-shapes.ts";

export const tags = ["service providers"];
export const security = bearer;
export const idParams = int32IdParams;
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
export const ok = z.object({ status: z.literal("success"), message: z.string() });
