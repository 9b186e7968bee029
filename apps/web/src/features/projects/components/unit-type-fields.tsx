/** The unit types of the project form: one row each (name, bedrooms, price in naira, units), added and removed. */
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { emptyUnitType, type ProjectFormValues } from "../lib/project-form";

export function UnitTypeFields({ form }: { form: UseFormReturn<ProjectFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "unit_types" });
  const { register } = form;
  const errors = form.formState.errors.unit_types;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="label">Unit types and prices</legend>
      {listError ? <p className="text-sm text-negative">{listError}</p> : null}
      {fields.map((row, i) => (
        <div
          key={row.id}
          className="grid gap-2 rounded border border-line p-3 sm:grid-cols-[2fr_1fr_1.5fr_1fr_auto]"
        >
          <Field label={`Unit type ${i + 1}`} error={errors?.[i]?.name?.message}>
            {(p) => (
              <input
                {...p}
                {...register(`unit_types.${i}.name`)}
                className="input"
                placeholder="e.g. 3 bedroom terrace"
              />
            )}
          </Field>
          <Field label="Bedrooms" error={errors?.[i]?.bedrooms?.message}>
            {(p) => (
              <input {...p} {...register(`unit_types.${i}.bedrooms`)} className="input" inputMode="numeric" />
            )}
          </Field>
          <Field label="Price (₦)" error={errors?.[i]?.price?.message}>
            {(p) => <NairaInput {...p} {...register(`unit_types.${i}.price`)} />}
          </Field>
          <Field label="Units available" error={errors?.[i]?.units_available?.message}>
            {(p) => (
              <input
                {...p}
                {...register(`unit_types.${i}.units_available`)}
                className="input"
                inputMode="numeric"
              />
            )}
          </Field>
          <div className="flex items-end">
            <button
              type="button"
              className="btn-ghost"
              disabled={fields.length === 1}
              onClick={() => remove(i)}
              aria-label={`Remove unit type ${i + 1}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="btn-outline self-start" onClick={() => append({ ...emptyUnitType })}>
        <Plus aria-hidden="true" className="size-4" /> Add a unit type
      </button>
    </fieldset>
  );
}
