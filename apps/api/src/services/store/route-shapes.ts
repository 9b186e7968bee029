/** The route shapes the store's route files share: tags, the bearer line, an id parameter, a message reply. */
import { z } from "zod";
import { bearer, int32IdParams } from "../../platform/route-shapes.ts";

export const tags = ["building materials"];
export const security = bearer;
export const idParams = int32IdParams;
export const ok = z.object({ status: z.literal("success"), message: z.string() });
