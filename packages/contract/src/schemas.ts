import { z } from "zod";
import type { ApiErrorBody } from "./errors.ts";

/** Validates the one error shape (tests and clients that want to check a reply). */
export const apiErrorSchema: z.ZodType<ApiErrorBody> = z.object({
  status: z.literal("error"),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
