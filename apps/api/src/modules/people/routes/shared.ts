/** What the people routes share: tags, params, page parameters checked as whole numbers. */
import { peopleMessages } from "@ile/contract";
import { z } from "zod";
import { AppError, type FieldErrors } from "../../../platform/errors.ts";

export const tags = ["people"];
export const MAX_LIMIT = 50;
export const keyParams = z.object({ key: z.string().min(1).max(200) });
export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const text = (description: string) => z.string().max(200).optional().describe(description);
export const pageQuery = z.object({ page: text("Page, default 1"), limit: text("Per page, at most 50") });

/** A whole number from 1 to max, or the fallback when absent; a bad value is recorded in `errors`. */
export function whole(
  value: string | undefined,
  fallback: number,
  max: number,
  field: string,
  errors: FieldErrors,
) {
  if (value === undefined || value.trim() === "") return fallback;
  const n = /^\d{1,6}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= max)) {
    errors[field] = [peopleMessages.wholeNumber(field, max)];
    return fallback;
  }
  return n;
}

/** The page and per-page of a `pageQuery` (per-page defaulting to `perPage`); 422 when either is bad. */
export function pageOf(q: z.output<typeof pageQuery>, perPage: number) {
  const errors: FieldErrors = {};
  const page = whole(q.page, 1, 10_000, "page", errors);
  const limit = whole(q.limit, perPage, MAX_LIMIT, "limit", errors);
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return { page, limit };
}
