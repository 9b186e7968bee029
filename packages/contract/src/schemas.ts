import { z } from "zod";
import type { ApiErrorBody } from "./errors.ts";

/** Validates the one error shape (tests and clients that want to check a reply). */
export const apiErrorSchema: z.ZodType<ApiErrorBody> = z.object({
  status: z.literal("error"),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** SPEC §3 "Session user" as stored after login/refresh; other fields pass through. */
export const sessionUserSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  full_name: z.string().optional(),
  role: z.string().optional(),
  profile_image: z.string().nullable().optional(),
  profileImage: z.string().nullable().optional(),
});
export type SessionUserShape = z.infer<typeof sessionUserSchema>;

/** SPEC §3 "Login and refresh response": token, expires_in (seconds), user, token_type "jwt". */
export const tokenReplySchema = z.object({
  status: z.string().optional(),
  message: z.string().optional(),
  token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.literal("jwt").optional(),
  user: sessionUserSchema,
});
export type TokenReply = z.infer<typeof tokenReplySchema>;

/** The same reply as clients must accept it: the fields at the top level or nested under `data` (SPEC §3). */
export const tokenReplyBodySchema = z.union([
  tokenReplySchema,
  z.object({ status: z.string().optional(), message: z.string().optional(), data: tokenReplySchema }),
]);
export type TokenReplyBody = z.infer<typeof tokenReplyBodySchema>;
