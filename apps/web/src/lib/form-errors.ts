/** Reads a failed call into field errors and one message for the form (SPEC §8: field errors first). */
import { messages } from "@ile/contract";
import { ApiError } from "@/lib/api-client";

/** The sentence above a form whose fields carry the errors. */
export const CORRECT_FIELDS = "Please correct the highlighted fields.";

export interface FormErrors {
  fields: Record<string, string>;
  message: string | null;
}

export function formErrors(err: unknown, fallback: string = messages.generic.unexpected): FormErrors {
  if (!(err instanceof ApiError)) return { fields: {}, message: fallback };
  const fields = err.fieldErrors;
  const hasFields = Object.keys(fields).length > 0;
  return {
    fields,
    message: hasFields
      ? null
      : err.status === 503
        ? err.message
        : (err.serverMessage ?? err.message ?? fallback),
  };
}
