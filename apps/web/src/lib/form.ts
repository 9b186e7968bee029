/**
 * Forms on react-hook-form with the contract's zod schemas (@hookform/resolvers): the browser checks what the
 * schema can, the API checks the rest, and its 422 field errors land on the same fields (`setServerErrors`,
 * reading `ApiError.fieldErrors`). Values are submitted as typed (`raw`), so the API receives what people wrote.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "./http";

/** The sentence above a form whose fields carry the errors. */
export const CORRECT_FIELDS = "Please correct the highlighted fields.";

export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>>, "resolver"> = {},
) {
  return useForm<z.input<S>>({
    ...options,
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's zod generics do not follow a generic schema
    resolver: zodResolver(schema as any, undefined, { raw: true }),
  });
}

/** Puts a failed call's field errors on the form's fields; true when it had any. */
export function setServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  err: unknown,
) {
  if (!(err instanceof ApiError)) return false;
  const fields = Object.entries(err.fieldErrors);
  for (const [key, message] of fields) form.setError(key as Path<T>, { type: "server", message });
  return fields.length > 0;
}
