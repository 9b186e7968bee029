/**
 * Forms on react-hook-form with the contract's zod schemas (@hookform/resolvers): the browser checks what the
 * schema can, the API checks the rest, and its 422 field errors land on the same fields (`setServerErrors`,
 * reading `ApiError.errors`). Values are submitted as typed (`raw`), so the API receives what people wrote.
 *
 * A form whose fields are typed as text but sent as numbers (budgets and prices in naira, counts) checks with
 * `bodySchema`: the form's values become the API body (`toBody`, the same function the submit handler sends
 * with), the contract's schema checks that body, and each message lands on the field named by its path.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "./http";

export { CORRECT_FIELDS } from "./form-errors";

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

/** Field path → message: the first message of each field. */
export type FieldMessages = Record<string, string>;

/** The top-level field of a path ("unit_types.0.name" is "unit_types"): where most forms show an error. */
export const topLevelField = (path: string) => path.split(".")[0] ?? path;

/**
 * A schema over a form's typed values: `toBody(values)` is checked with the contract's `schema`; the first
 * message of each field (by `fieldOf` its path, top-level by default) is kept, then `refine` may add or
 * replace messages the contract cannot know (a required field's own wording, one field against another).
 */
export function bodySchema<F extends FieldValues, B>(
  toBody: (values: F) => B,
  schema: z.ZodType<unknown, B>,
  {
    refine,
    fieldOf = topLevelField,
  }: { refine?: (body: B, errors: FieldMessages) => void; fieldOf?: (path: string) => string } = {},
) {
  return z.custom<F>().superRefine((values, ctx) => {
    const body = toBody(values);
    const errors: FieldMessages = {};
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        errors[fieldOf(issue.path.join(".") || "form")] ??= issue.message;
    refine?.(body, errors);
    for (const [path, message] of Object.entries(errors))
      ctx.addIssue({ code: "custom", path: path.split("."), message });
  });
}

/**
 * Puts a failed call's field errors on the form's fields (by `fieldOf` the server's key, top-level by default,
 * the first message of each); true when it had any.
 */
export function setServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  err: unknown,
  fieldOf: (key: string) => string = topLevelField,
) {
  if (!(err instanceof ApiError)) return false;
  const fields: FieldMessages = {};
  for (const [key, list] of Object.entries(err.errors ?? {})) if (list[0]) fields[fieldOf(key)] ??= list[0];
  for (const [key, message] of Object.entries(fields))
    form.setError(key as Path<T>, { type: "server", message });
  return Object.keys(fields).length > 0;
}
