import { z } from "zod";
import type { ApiErrorBody } from "./errors.ts";

/** The largest PostgreSQL `integer`: whole numbers in queries and ids stay within what the database compares. */
export const MAX_INT32 = 2_147_483_647;

/** A whole number sent as text (query strings, path parameters), at least `min` and at most MAX_INT32. */
export const intString = (name: string, min = 0) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(MAX_INT32, { error: `${name} is too large` });

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/**
 * The body of a partial update (PUT) from a create schema: every field optional and WITHOUT its default, so a
 * field left out is left as it is (`.partial()` alone would still fill defaults and reset omitted fields).
 * Fields added to the create schema later get the same treatment.
 */
export function updateSchemaOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as { [K in keyof Shape]: WithoutDefault<Shape[K]> };
  return schema.extend(shape).partial();
}

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
