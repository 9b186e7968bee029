/**
 * Admin → Identity checks: pending KYC submissions with their files; approve, or reject with a reason. A document
 * already verified for another account is named in a warning, and approving it needs the admin to confirm they
 * checked (the API refuses it otherwise; issue 34, ADR 0100 addendum).
 */

import {
  type KycReject,
  type KycSubmission,
  kycDocumentLabel,
  kycDuplicateWarning,
  kycMessages,
  kycRejectSchema,
} from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PrivateImage } from "@/components/private-image";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { api } from "@/lib/api-client";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";

const listKey = ["admin", "kyc", "pending"] as const;

export default function KycReview() {
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) =>
      api
        .get<{ data: KycSubmission[] }>("/admin/kyc", { query: { status: "pending" }, signal })
        .then((r) => r.data),
  });
  return (
    <QueryState
      query={list}
      loading="Loading submissions..."
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState title="No identity checks waiting">New submissions appear here.</EmptyState>}
    >
      {(data) => (
        <ul className="flex flex-col gap-4" aria-label="Pending identity checks">
          {data.map((s) => (
            <li key={s.id}>
              <Review submission={s} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function PrivateFile({ path, label }: { path: string; label: string }) {
  return (
    <PrivateImage
      path={path}
      alt={label}
      caption={label}
      className="h-40 w-full rounded-[var(--radius-control)] object-cover"
    />
  );
}

function Review({ submission: s }: { submission: KycSubmission }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(kycRejectSchema, { defaultValues: { reason: "" } });
  const reasonError = form.formState.errors.reason?.message;
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const duplicate = s.approved_elsewhere.length > 0;
  const decide = useMutation({
    mutationFn: ({ decision, body }: { decision: "approve" | "reject"; body?: KycReject }) =>
      api.post<{ message: string }>(
        `/admin/kyc/${s.id}/${decision}`,
        decision === "reject" ? body : duplicate ? { acknowledge_duplicate: confirmed } : {},
      ),
    onSuccess: (r) => {
      toast.success(`${r.message} ${s.user.full_name}`);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (err) => {
      setServerErrors(form, err);
      setError(err.firstFieldError ?? err.message);
    },
  });
  const reject = form.handleSubmit((body) => {
    setError(null);
    decide.mutate({ decision: "reject", body });
  });
  return (
    <article className="card flex flex-col gap-4 p-5" aria-label={`Identity check of ${s.user.full_name}`}>
      <header>
        <h2 className="text-lg font-semibold">{s.user.full_name}</h2>
        <p className="text-sm text-muted">
          {s.user.role} · {s.user.email} · submitted {formatDate(s.submitted_at)}
        </p>
        <p className="mt-1">
          {kycDocumentLabel(s.document_type)}: <span className="font-mono">{s.document_number}</span>
        </p>
      </header>
      <div className="grid gap-3 sm:grid-cols-3">
        <PrivateFile path={s.files.front} label="Front" />
        {s.files.back ? <PrivateFile path={s.files.back} label="Back" /> : null}
        <PrivateFile path={s.files.selfie} label="Selfie" />
      </div>
      {duplicate ? (
        <div className="flex flex-col gap-2 rounded-[var(--radius-control)] bg-status-pending/10 p-3 text-sm">
          <p role="alert">{kycDuplicateWarning(s.approved_elsewhere)}</p>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            {kycMessages.duplicateConfirm}
          </label>
        </div>
      ) : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <button
          type="button"
          className="btn-primary"
          disabled={decide.isPending || (duplicate && !confirmed)}
          onClick={() => decide.mutate({ decision: "approve" })}
        >
          Approve
        </button>
        <form onSubmit={reject} noValidate className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
          <Field label="Reason for rejection" error={reasonError} className="flex-1">
            {(p) => <input {...p} {...form.register("reason")} className="input" />}
          </Field>
          <button type="submit" className="btn-outline" disabled={decide.isPending}>
            Reject
          </button>
        </form>
      </div>
    </article>
  );
}
