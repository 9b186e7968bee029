/**
 * "Add a tenancy" (ADR 0950, 0951): a registered unit or a new address, the tenant's email (an invitation goes to
 * someone without an account), an agent's landlord, the term and the amounts in naira. Checked with the contract's
 * schema (lib/tenancy-form.ts), then by the server, each error on its field.
 */
import { TENANCY_PERIOD_LABELS, TENANCY_PERIODS } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { errorText } from "@/lib/api-client";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { createTenancy, unitsQuery } from "../api/tenancies";
import {
  emptyTenancy,
  type TenancyFormValues,
  tenancyField,
  tenancyFormSchema,
  toTenancyBody,
} from "../lib/tenancy-form";
import { FormFooter } from "./form-footer";

const COL = "flex flex-col gap-1";

export function TenancyForm({ onDone }: { onDone: (id: number | null) => void }) {
  const qc = useQueryClient();
  const agent = useSessionUser()?.role === "agent";
  const units = useQuery(unitsQuery()).data ?? [];
  const form = useSchemaForm(tenancyFormSchema, { defaultValues: emptyTenancy() });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: createTenancy,
    onSuccess: (r) => {
      toast.success(r.message ?? "Tenancy added");
      qc.invalidateQueries({ queryKey: ["tenancies"] });
      onDone(r.data.id);
    },
    onError: (err) => {
      setServerErrors(form, err, tenancyField);
      setMessage(errorText(err));
    },
  });
  const submit = form.handleSubmit(
    (values) => {
      setMessage(null);
      save.mutate(toTenancyBody(values));
    },
    () => setMessage(CORRECT_FIELDS),
  );
  const input = (k: keyof TenancyFormValues, label: string, type = "text") => (
    <Field label={label} error={errors[k]?.message} className={COL}>
      {(p) => <input {...p} {...register(k)} type={type} className="input" />}
    </Field>
  );
  return (
    <form
      aria-label="Add a tenancy"
      noValidate
      className="card grid gap-3 p-4 sm:grid-cols-2"
      onSubmit={submit}
    >
      {units.length > 0 ? (
        <Field label="Unit" error={errors.unit_id?.message} className={`${COL} sm:col-span-2`}>
          {(p) => (
            <select {...p} {...register("unit_id")} className="input">
              <option value="">A new address</option>
              {units.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.display}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {watch("unit_id") ? null : (
        <>
          {input("address", "Street address")}
          {input("unit_label", "Flat or unit (optional)")}
          {input("city", "City or area")}
          {input("state", "State")}
        </>
      )}
      {input("tenant_email", "Tenant's email", "email")}
      {input("tenant_name", "Tenant's name (optional)")}
      {agent ? (
        <Field
          label="Landlord's email (when you let it for a landlord)"
          error={errors.landlord_email?.message}
          hint="The landlord sees the tenancy and its receipts and is asked to confirm you as their agent; without an account they get an invitation."
          className={`${COL} sm:col-span-2`}
        >
          {(p) => <input {...p} {...register("landlord_email")} type="email" className="input" />}
        </Field>
      ) : null}
      {input("start_date", "Start date", "date")}
      <Field label="Rent is paid" error={errors.period?.message} className={COL}>
        {(p) => (
          <select {...p} {...register("period")} className="input">
            {TENANCY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {TENANCY_PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input("periods", "Number of periods in the term", "number")}
      <Field label="Rent per period" error={errors.rent?.message} className={COL}>
        {(p) => <NairaInput {...p} {...register("rent")} />}
      </Field>
      <Field label="Caution deposit" error={errors.caution?.message} className={COL}>
        {(p) => <NairaInput {...p} {...register("caution")} />}
      </Field>
      <FormFooter
        message={message}
        submit="Add tenancy"
        busy={save.isPending}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
