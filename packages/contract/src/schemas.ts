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
