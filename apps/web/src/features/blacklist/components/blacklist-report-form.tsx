/**
 * A verified landlord's or agent's report (multipart, with evidence files). Private until an admin reviews it.
 * The fields are checked with the contract's `blacklistReportSchema` before sending (the amount is typed in naira
 * and sent in kobo, `bodySchema`); a 422's field errors land on the same fields.
 */
import {
  BLACKLIST_NATURE_LABELS,
  BLACKLIST_NATURES,
  type BlacklistReportInput,
  blacklistReportSchema,
} from "@ile/contract";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { bodySchema, setServerErrors, topLevelField, useSchemaForm } from "@/lib/form";
import { useReportTenant } from "../api/blacklist";

const TEXT_FIELDS = [
  ["tenant_name", "Tenant's full name", "text"],
  ["tenant_phone", "Tenant's phone number", "tel"],
  ["tenant_email", "Tenant's email (optional)", "email"],
  ["last_address", "Last address", "text"],
  ["amount_naira", "Amount owed (₦)", "number"],
  ["period_start", "From", "date"],
  ["period_end", "To", "date"],
] as const;

type Values = Record<(typeof TEXT_FIELDS)[number][0] | "statement", string> & {
  nature: BlacklistReportInput["nature"];
};
const EMPTY: Values = {
  tenant_name: "",
  tenant_phone: "",
  tenant_email: "",
  last_address: "",
  amount_naira: "",
  period_start: "",
  period_end: "",
  nature: BLACKLIST_NATURES[0],
  statement: "",
};

/** The API body: the amount typed in naira, sent in kobo (left empty it is no number, which the schema says). */
const toBody = ({ amount_naira, ...rest }: Values): BlacklistReportInput => ({
  ...rest,
  amount_kobo: amount_naira.trim() === "" ? Number.NaN : Math.round(Number(amount_naira) * 100),
});
/** The API's `amount_kobo` is the form's naira field. */
const fieldOf = (key: string) => (key === "amount_kobo" ? "amount_naira" : topLevelField(key));
const valuesSchema = bodySchema(toBody, blacklistReportSchema, { fieldOf });

export function BlacklistReportForm() {
  const report = useReportTenant();
  const form = useSchemaForm(valuesSchema, { defaultValues: EMPTY });
  const {
    register,
    formState: { errors },
  } = form;
  const [files, setFiles] = useState<File[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(toBody(values))) body.set(key, String(value));
    for (const file of files) body.append("evidence", file);
    report.mutate(body, {
      onSuccess: (r) => setDone(r.message ?? "Report received."),
      onError: (err) => setServerErrors(form, err, fieldOf),
    });
  });
  return (
    <form className="card space-y-3 p-4" aria-label="Report a tenant" noValidate onSubmit={submit}>
      <h2 className="text-lg font-semibold">Report a tenant</h2>
      {TEXT_FIELDS.map(([name, label, type]) => (
        <Field key={name} label={label} error={errors[name]?.message}>
          {(p) => (
            <input
              {...p}
              className="input"
              type={type}
              {...register(name)}
              required={name !== "tenant_email"}
            />
          )}
        </Field>
      ))}
      <Field label="What is owed" error={errors.nature?.message}>
        {(p) => (
          <select {...p} className="input" {...register("nature")}>
            {BLACKLIST_NATURES.map((n) => (
              <option key={n} value={n}>
                {BLACKLIST_NATURE_LABELS[n]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Statement" error={errors.statement?.message}>
        {(p) => (
          <textarea {...p} className="input" rows={4} {...register("statement")} required minLength={20} />
        )}
      </Field>
      <Field label="Evidence (tenancy agreement, receipts, court judgment; PDF or images)">
        {(p) => (
          <input
            {...p}
            className="input"
            name="evidence"
            type="file"
            multiple
            accept="application/pdf,image/*"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
        )}
      </Field>
      {report.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(report.error)}
        </p>
      ) : null}
      {done ? <output className="block text-sm">{done}</output> : null}
      <button className="btn-primary" type="submit" disabled={report.isPending}>
        Send report
      </button>
    </form>
  );
}
