/**
 * Dashboard › Inspection fees (listers, ADR 0970): the bank account released fees are paid into (its name as the
 * bank holds it), the fees due to me (held by Ile until the viewing took place) and paid out to me.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { formErrors } from "@/lib/form-errors";
import { formatDate, formatKobo } from "@/lib/format";
import { toast } from "@/lib/toast";
import { listerFeesQuery, savePayoutAccount } from "../api/viewings";

export default function FeesSection() {
  const fees = useQuery(listerFeesQuery());
  return (
    <section aria-labelledby="fees-title" className="flex flex-col gap-4">
      <h2 id="fees-title" className="text-xl font-semibold">
        Inspection fees
      </h2>
      <QueryState query={fees} loading="Loading your fees...">
        {(f) => (
          <>
            <dl className="card grid grid-cols-2 gap-3 p-4" aria-label="My inspection fees">
              <div>
                <dt className="text-sm text-muted">Due to me (held by Ile)</dt>
                <dd className="text-lg font-semibold" data-testid="fees-due">
                  {formatKobo(f.due_kobo)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Paid out to me</dt>
                <dd className="text-lg font-semibold" data-testid="fees-paid">
                  {formatKobo(f.paid_kobo)}
                </dd>
              </div>
            </dl>
            <p className="text-sm text-muted">
              Ile pays a fee out when the renter confirms the viewing took place, or 48 hours after it if
              nobody reported a problem.
            </p>
            {f.account ? (
              <p>
                Paid into {f.account.account_name}, account {f.account.account_number} (bank code{" "}
                {f.account.bank_code}), checked {formatDate(f.account.updated_at)}.
              </p>
            ) : (
              <p role="status">You have not added a bank account yet. Fees due to you wait until you do.</p>
            )}
            <AccountForm />
          </>
        )}
      </QueryState>
    </section>
  );
}

function AccountForm() {
  const qc = useQueryClient();
  const [form, setForm] = useState({ account_number: "", bank_code: "", account_name: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => savePayoutAccount({ ...form, account_name: form.account_name || undefined }),
    onSuccess: (r) => {
      setErrors({});
      setSummary(null);
      toast.success(r.message ?? "Bank account saved");
      qc.invalidateQueries({ queryKey: ["viewings"] });
    },
    onError: (err) => {
      const read = formErrors(err);
      setErrors(read.fields);
      setSummary(read.message);
    },
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="card flex flex-col gap-3 p-4"
      aria-label="Bank account for fees"
    >
      <h3 className="font-semibold">Bank account for fees</h3>
      {summary ? <FormMessage kind="error">{summary}</FormMessage> : null}
      <Field label="Account number (10 digits)" error={errors.account_number}>
        {(p) => (
          <input
            {...p}
            className="input"
            inputMode="numeric"
            value={form.account_number}
            onChange={set("account_number")}
          />
        )}
      </Field>
      <Field label="Bank code (for example 058)" error={errors.bank_code}>
        {(p) => (
          <input
            {...p}
            className="input"
            inputMode="numeric"
            value={form.bank_code}
            onChange={set("bank_code")}
          />
        )}
      </Field>
      <Field label="Account name (as the bank shows it)" error={errors.account_name}>
        {(p) => <input {...p} className="input" value={form.account_name} onChange={set("account_name")} />}
      </Field>
      <button type="submit" className="btn-primary self-start" disabled={save.isPending}>
        {save.isPending ? "Checking with the bank..." : "Save bank account"}
      </button>
    </form>
  );
}
