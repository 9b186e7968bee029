/** Field errors for the listings forms: from a zod check in the browser, or from the API's 422 `errors`. */
import type { ZodError } from "zod";
import { ApiError } from "@/lib/api-client";

export type FieldErrors = Record<string, string>;

/** The first message per top-level field. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** Field errors of a failed call, and the message to show above the form. */
export function apiFieldErrors(error: unknown): { fields: FieldErrors; message: string } {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    return {
      fields,
      message: Object.keys(fields).length ? "Please correct the highlighted fields." : error.message,
    };
  }
  return { fields: {}, message: (error as Error)?.message ?? "Something went wrong" };
}

/** "" → undefined; otherwise a number (NaN stays NaN so the schema reports it). */
export const numberOrUndefined = (v: FormDataEntryValue | null) => {
  const s = String(v ?? "").trim();
  return s === "" ? undefined : Number(s.replace(/,/g, ""));
};

/** "" → null; otherwise the trimmed text. */
export const textOrNull = (v: FormDataEntryValue | null) => {
  const s = String(v ?? "").trim();
  return s === "" ? null : s;
};
