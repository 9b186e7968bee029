/**
 * The property request form: field errors by each field (checked here with the contract's schema through
 * lib/request-form.ts, then by the server), budgets typed in naira, a message above the button.
 */
import { CATEGORY_LABELS, PROPERTY_CATEGORIES, propertyMessages } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { messageOf } from "@/lib/http";
import { postRequest } from "../api/manage";
import { emptyRequest, requestFormSchema, toRequestBody } from "../lib/request-form";
import { StateInput } from "./state-input";

export function RequestForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useSchemaForm(requestFormSchema, { defaultValues: emptyRequest });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const listingType = watch("listing_type");
  const post = useMutation({ mutationFn: postRequest });

  const submit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        const res = await post.mutateAsync(toRequestBody(values));
        setMessage({ kind: "success", text: res.message || propertyMessages.requestPosted });
        form.reset(emptyRequest);
        await queryClient.invalidateQueries({ queryKey: ["property-requests", "mine"] });
      } catch (err) {
        const onFields = setServerErrors(form, err);
        const text = onFields ? CORRECT_FIELDS : messageOf(err);
        setMessage({ kind: "error", text });
      }
    },
    () => setMessage({ kind: "error", text: CORRECT_FIELDS }),
  );

  return (
    <form
      className="card flex flex-col gap-4 p-5"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Post a request
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="label">I want to</legend>
        <div className="flex gap-2">
          {(["rent", "sale"] as const).map((t) => (
            <label
              key={t}
              className={`btn flex-1 border ${listingType === t ? "border-brand-700 bg-brand-50 text-brand-800" : "border-line"}`}
            >
              <input
                type="radio"
                value={t}
                {...register("listing_type")}
                className="size-4 accent-brand-700"
              />
              {t === "rent" ? "Rent" : "Buy"}
            </label>
          ))}
        </div>
        {errors.listing_type ? <p className="text-sm text-negative">{errors.listing_type.message}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category (optional)" error={errors.category?.message}>
          {(p) => (
            <select {...p} {...register("category")} className="input">
              <option value="">Any</option>
              {PROPERTY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Property type (optional)"
          error={errors.property_type?.message}
          hint="e.g. Detached duplex"
        >
          {(p) => <input {...p} {...register("property_type")} className="input" maxLength={100} />}
        </Field>
        <Field label="State" error={errors.state?.message}>
          {(p) => <StateInput {...p} {...register("state")} autoComplete="address-level1" />}
        </Field>
        <Field label="Town or area (optional)" error={errors.city?.message} hint="e.g. Lekki">
          {(p) => <input {...p} {...register("city")} className="input" autoComplete="address-level2" />}
        </Field>
        <Field label="Minimum budget (₦, optional)" error={errors.min_budget?.message}>
          {(p) => <NairaInput {...p} {...register("min_budget")} />}
        </Field>
        <Field
          label="Maximum budget (₦)"
          error={errors.max_budget?.message}
          hint={listingType === "rent" ? "Rent per year" : "Purchase price"}
        >
          {(p) => <NairaInput {...p} {...register("max_budget")} required />}
        </Field>
        <Field label="Bedrooms (at least, optional)" error={errors.bedrooms?.message}>
          {(p) => (
            <input
              {...p}
              {...register("bedrooms")}
              className="input"
              type="number"
              min={0}
              inputMode="numeric"
            />
          )}
        </Field>
        <Field label="Move-in date (optional)" error={errors.move_in_date?.message}>
          {(p) => <input {...p} {...register("move_in_date")} className="input" type="date" />}
        </Field>
      </div>
      <Field label="Anything else (optional)" error={errors.note?.message}>
        {(p) => <textarea {...p} {...register("note")} className="input min-h-24 py-2" maxLength={2000} />}
      </Field>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <button type="submit" className="btn-primary" disabled={post.isPending}>
        {post.isPending ? "Posting..." : "Post request"}
      </button>
    </form>
  );
}
