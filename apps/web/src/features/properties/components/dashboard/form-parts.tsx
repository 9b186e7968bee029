/** Building blocks of the listing form: a titled group of fields and a number field with its error and hint. */
import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";

export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
      <legend className="pr-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function NumberField({
  field,
  label,
  error,
  hint,
  extra = {},
}: {
  /** The form kit's binding (`register(name)`). */
  field: UseFormRegisterReturn;
  label: string;
  error: string | null;
  hint?: string;
  extra?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => (
        <input {...p} {...field} className="input" type="number" inputMode="numeric" min={0} {...extra} />
      )}
    </Field>
  );
}
