/** Small shapes the JSON routes share: the bearer security line, a numeric id parameter, a `{status, message?, data}` reply. */
import { z } from "zod";

export const bearer = [{ bearer: [] }];
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
/** A numeric id parameter that fits a 32-bit integer (the home-services and store satellites' routes). */
export const int32IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const dataReply = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal("success"), message: z.string().optional(), data });
