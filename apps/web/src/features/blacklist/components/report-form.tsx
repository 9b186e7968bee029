import { BLACKLIST_NATURE_LABELS, BLACKLIST_NATURES } from "@ile/contract";
import { useState } from "react";
import { errorText } from "@/lib/api-client";
import { useReportTenant } from "../api/blacklist";

/** A verified landlord's or agent's report (multipart, with evidence files). Private until an admin reviews it. */
export function ReportForm() {
  const report = useReportTenant();
  const [done, setDone] = useState<string | null>(null);
  return (
    <form
      className="card space-y-3 p-4"
      aria-label="Report a tenant"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const naira = Number(form.get("amount_naira") || 0);
        form.delete("amount_naira");
        form.set("amount_kobo", String(Math.round(naira * 100)));
        report.mutate(form, { onSuccess: (r) => setDone(r.message ?? "Report received.") });
      }}
    >
      <h2 className="text-lg font-semibold">Report a tenant</h2>
      {(
        [
          ["tenant_name", "Tenant's full name", "text"],
          ["tenant_phone", "Tenant's phone number", "tel"],
          ["tenant_email", "Tenant's email (optional)", "email"],
          ["last_address", "Last address", "text"],
          ["amount_naira", "Amount owed (₦)", "number"],
          ["period_start", "From", "date"],
          ["period_end", "To", "date"],
        ] as const
      ).map(([name, label, type]) => (
        <div key={name}>
          <label className="label" htmlFor={`bl-${name}`}>
            {label}
          </label>
          <input
            className="input"
            id={`bl-${name}`}
            name={name}
            type={type}
            required={!name.includes("email")}
          />
        </div>
      ))}
      <div>
        <label className="label" htmlFor="bl-nature">
          What is owed
        </label>
        <select className="input" id="bl-nature" name="nature">
          {BLACKLIST_NATURES.map((n) => (
            <option key={n} value={n}>
              {BLACKLIST_NATURE_LABELS[n]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor="bl-statement">
          Statement
        </label>
        <textarea className="input" id="bl-statement" name="statement" rows={4} required minLength={20} />
      </div>
      <div>
        <label className="label" htmlFor="bl-evidence">
          Evidence (tenancy agreement, receipts, court judgment; PDF or images)
        </label>
        <input
          className="input"
          id="bl-evidence"
          name="evidence"
          type="file"
          multiple
          accept="application/pdf,image/*"
        />
      </div>
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
