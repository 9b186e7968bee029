/**
 * Dashboard → Verification (KYC): the current status (none, pending, approved, rejected with the reason) and
 * the form to submit or, after a rejection, resubmit an identity document with a selfie. Below it, the LASRERA
 * and CAC numbers an admin checks for the other badges (issue 22, badges-form.tsx). The document and its number
 * are checked with the contract's `kycSubmissionInputSchema` (the API's own) first; a 422 lands on the fields.
 */
import { KYC_DOCUMENT_LABELS, kycDocumentLabel, kycSubmissionInputSchema } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Clock, XCircle } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { kycQuery, profileQuery, submitKyc } from "../api/profile";
import { BadgesForm } from "./badges-form";

export const DOCUMENT_TYPES = [
  { value: "nin_slip", label: KYC_DOCUMENT_LABELS.nin_slip, hint: "11 digits" },
  {
    value: "international_passport",
    label: KYC_DOCUMENT_LABELS.international_passport,
    hint: "e.g. A12345678",
  },
  { value: "drivers_licence", label: KYC_DOCUMENT_LABELS.drivers_licence, hint: "as printed on the licence" },
  { value: "voters_card", label: KYC_DOCUMENT_LABELS.voters_card, hint: "the 19-character VIN" },
  {
    value: "cac_certificate",
    label: KYC_DOCUMENT_LABELS.cac_certificate,
    hint: "e.g. RC1234567 or BN123456",
  },
] as const;

const labelOf = kycDocumentLabel;

export default function VerificationSection() {
  const kyc = useQuery(kycQuery);
  const user = useSessionUser();
  return (
    <QueryState query={kyc} loading="Loading your verification..." skeleton="lines">
      {(status) => (
        <div className="flex flex-col gap-6">
          <section className="card p-5" aria-labelledby="kyc-status">
            <h2 id="kyc-status" className="mb-2 text-lg font-semibold">
              Identity verification
            </h2>
            {status.status === "none" ? (
              <p>
                You have not been verified yet. Verified people get a badge on their profile and listings,
                which tenants and buyers look for.
              </p>
            ) : status.status === "pending" ? (
              <p className="flex items-center gap-2" role="status">
                <Clock aria-hidden="true" className="size-5 text-status-pending" /> Under review: your{" "}
                {labelOf(status.document_type)} ({status.document_number}) was submitted on{" "}
                {formatDate(status.submitted_at)}.
              </p>
            ) : status.status === "approved" ? (
              <p className="flex items-center gap-2" role="status">
                <BadgeCheck aria-hidden="true" className="size-5 text-positive" /> Verified on{" "}
                {formatDate(status.reviewed_at)}.
              </p>
            ) : (
              <div role="status">
                <p className="flex items-center gap-2 font-semibold text-negative">
                  <XCircle aria-hidden="true" className="size-5" /> Not approved
                </p>
                <p className="mt-1">Reason: {status.reason}</p>
                <p className="mt-1 text-muted">Correct the problem and resubmit your documents below.</p>
              </div>
            )}
          </section>
          {status.status === "none" || status.status === "rejected" ? (
            <KycForm resubmit={status.status === "rejected"} />
          ) : null}
          {user?.role === "admin" || user?.isAdmin === true ? null : <BadgesForm />}
        </div>
      )}
    </QueryState>
  );
}

function KycForm({ resubmit }: { resubmit: boolean }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(kycSubmissionInputSchema, {
    defaultValues: { document_type: "nin_slip", document_number: "" },
  });
  const { errors } = form.formState;
  const type = form.watch("document_type");
  const [files, setFiles] = useState<Record<string, File | null>>({
    document_front: null,
    document_back: null,
    selfie: null,
  });
  // The files' own errors (a missing selfie, a file too large) come from the server.
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (values: z.input<typeof kycSubmissionInputSchema>) => {
      const body = new FormData();
      body.append("document_type", values.document_type);
      body.append("document_number", values.document_number);
      for (const [k, f] of Object.entries(files)) if (f) body.append(k, f);
      return submitKyc(body, resubmit);
    },
    onSuccess: (r) => {
      toast.success(r.message);
      queryClient.setQueryData(kycQuery.queryKey, r.data);
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
    onError: (err) => {
      setServerErrors(form, err);
      setFileErrors(err.fieldErrors);
    },
  });
  const file = (key: string) => (e: { target: HTMLInputElement }) =>
    setFiles((f) => ({ ...f, [key]: e.target.files?.[0] ?? null }));

  const submit = form.handleSubmit((values) => {
    setFileErrors({});
    send.mutate(values);
  });
  const hasFieldErrors = Object.keys(errors).length > 0 || Object.keys(fileErrors).length > 0;

  const hint = DOCUMENT_TYPES.find((d) => d.value === type)?.hint;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="card flex flex-col gap-4 p-5"
      aria-label={resubmit ? "Resubmit documents" : "Submit documents"}
    >
      <h3 className="font-semibold">{resubmit ? "Resubmit your documents" : "Submit your documents"}</h3>
      <p className="text-sm text-muted">
        Images (JPEG, PNG, WebP) or PDF, up to 10 MB each. Only you and Ile's reviewers can see them.
      </p>
      {send.isError && !hasFieldErrors ? <FormMessage kind="error">{send.error.message}</FormMessage> : null}
      <Field label="Document" error={errors.document_type?.message}>
        {(p) => (
          <select {...p} className="input" {...form.register("document_type")}>
            {DOCUMENT_TYPES.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Document number" error={errors.document_number?.message} hint={hint}>
        {(p) => <input {...p} className="input" {...form.register("document_number")} autoComplete="off" />}
      </Field>
      <Field label="Front of the document" error={fileErrors.document_front}>
        {(p) => (
          <input
            {...p}
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={file("document_front")}
            className="block w-full text-sm"
          />
        )}
      </Field>
      <Field label="Back of the document (if it has one)" error={fileErrors.document_back}>
        {(p) => (
          <input
            {...p}
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={file("document_back")}
            className="block w-full text-sm"
          />
        )}
      </Field>
      <Field label="Selfie (a clear photo of your face)" error={fileErrors.selfie}>
        {(p) => (
          <input
            {...p}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="user"
            onChange={file("selfie")}
            className="block w-full text-sm"
          />
        )}
      </Field>
      <button type="submit" className="btn-primary self-start" disabled={send.isPending}>
        {send.isPending ? "Uploading..." : resubmit ? "Resubmit for review" : "Submit for review"}
      </button>
    </form>
  );
}
