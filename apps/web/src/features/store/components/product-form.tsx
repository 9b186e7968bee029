/**
 * The seller's product form (add or edit): name, category, price in whole naira, discount, quantity and unit,
 * state and town, address, details (line breaks kept), phone, pay on delivery. Checked with the contract's
 * schema before sending; the API's field errors land on the same fields.
 */
import { MATERIAL_CATEGORIES, MATERIAL_CATEGORY_LABELS, messages } from "@ile/contract";
import { useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import { emptyProduct, type ProductFormValues, productFormSchema, toProductBody } from "../lib/product-form";

export function ProductForm({
  initial = emptyProduct,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ProductFormValues;
  submitLabel: string;
  /** Sends the body; resolves when saved. */
  onSubmit: (body: ReturnType<typeof toProductBody>) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useSchemaForm(productFormSchema, { defaultValues: initial });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [message, setMessage] = useState<string | null>(null);
  const submit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        await onSubmit(toProductBody(values));
        if (initial === emptyProduct) form.reset(emptyProduct);
      } catch (err) {
        const onFields = setServerErrors(form, err);
        setMessage(onFields ? CORRECT_FIELDS : formErrors(err, messages.generic.unexpected).message);
      }
    },
    () => setMessage(CORRECT_FIELDS),
  );
  const text = (name: keyof ProductFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} error={errors[name]?.message}>
      {(p) => <input {...p} className="input" {...extra} {...register(name)} />}
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {message ? (
        <div className="sm:col-span-2">
          <FormMessage kind="error">{message}</FormMessage>
        </div>
      ) : null}
      {text("name", "Product name")}
      <Field label="Category" error={errors.category?.message}>
        {(p) => (
          <select {...p} className="input" {...register("category")}>
            {MATERIAL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {MATERIAL_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text("price", "Price (₦, whole naira)", { inputMode: "numeric" })}
      {text("discount", "Discount (%)", { inputMode: "numeric" })}
      {text("quantity", "Quantity in stock", { inputMode: "numeric" })}
      {text("unit", "Unit (bag, piece, tonne…)")}
      <Field label="State" error={errors.state?.message}>
        {(p) => (
          <select {...p} className="input" {...register("state")}>
            {NIGERIAN_STATES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        )}
      </Field>
      {text("city", "Town or area")}
      {text("address", "Address")}
      {text("phone", "Phone", { type: "tel", autoComplete: "tel" })}
      <Field
        label="Details"
        error={errors.details?.message}
        hint="Each line shows as its own paragraph."
        className="sm:col-span-2"
      >
        {(p) => <textarea {...p} className="input min-h-28" {...register("details")} />}
      </Field>
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" {...register("pay_on_delivery")} /> Buyers may pay on delivery
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
