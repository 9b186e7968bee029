/**
 * Admin → Management requests (ADR 0951): what /property-management sent, open ones oldest first (or one status).
 * Staff move a request along with a note for the requester; the server audits the change and emails them. The
 * status and note are checked with the contract's `managementRequestUpdateSchema` first; a 422 lands on the fields.
 */
import {
  MANAGEMENT_REQUEST_STATUS_LABELS,
  MANAGEMENT_REQUEST_STATUSES,
  type ManagementRequestItem,
  type ManagementRequestStatus,
  managementRequestUpdateSchema,
} from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { StatusTabs } from "@/components/ui/status-tabs";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { formatCount, formatDate } from "@/lib/format";
import { managementRequestsQuery, setManagementStatus } from "../api/tenancies";

type Filter = "open" | ManagementRequestStatus;
const FILTERS: Filter[] = ["open", ...MANAGEMENT_REQUEST_STATUSES];
const filterLabel = (f: Filter) => (f === "open" ? "Open" : MANAGEMENT_REQUEST_STATUS_LABELS[f]);

export default function ManagementRequestsAdmin() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("status") as Filter | null;
  const status: Filter = asked && FILTERS.includes(asked) ? asked : "open";
  const list = useQuery(managementRequestsQuery(status));
  return (
    <section className="flex flex-col gap-5" aria-labelledby="mr-heading">
      <h2 id="mr-heading" tabIndex={-1} className="text-xl font-semibold">
        Management requests
      </h2>
      <StatusTabs
        label="Request status"
        wrap
        options={FILTERS.map((f) => [f, filterLabel(f)] as const)}
        value={status}
        onChange={(f) => setParams(new URLSearchParams({ status: f }))}
      />
      <QueryState
        query={list}
        loading="Loading management requests..."
        empty={
          <EmptyState title={`No ${filterLabel(status).toLowerCase()} requests`}>
            Requests sent from the property management page appear here.
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {formatCount(data.length, "request")}
            </p>
            <ul className="flex flex-col gap-3">
              {data.map((r) => (
                <Request key={r.id} r={r} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}

function Request({ r }: { r: ManagementRequestItem }) {
  const qc = useQueryClient();
  const form = useSchemaForm(managementRequestUpdateSchema, {
    defaultValues: {
      status: MANAGEMENT_REQUEST_STATUSES.find((s) => s !== r.status) ?? "contacted",
      note: "",
    },
  });
  const { errors } = form.formState;
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = form.handleSubmit(async ({ status, note }) => {
    setBusy(true);
    setMessage(null);
    try {
      const reply = await setManagementStatus(r.id, status, note);
      setMessage({ kind: "success", text: reply.message ?? "Saved" });
      form.resetField("note");
      await qc.invalidateQueries({ queryKey: ["admin", "management-requests"] });
    } catch (err) {
      setServerErrors(form, err);
      const e = formErrors(err);
      if (e.message) setMessage({ kind: "error", text: e.message });
    } finally {
      setBusy(false);
    }
  });
  return (
    <li className="card flex flex-col gap-2 p-4" aria-label={`Request from ${r.name}`}>
      <p className="font-medium">
        {r.name} · {r.city} · {formatCount(r.units, "unit")}
      </p>
      <p className="text-sm">
        <a className="text-brand-700 underline" href={`mailto:${r.email}`}>
          {r.email}
        </a>
        {r.phone ? ` · ${r.phone}` : ""} · sent {formatDate(r.created_at)} · status{" "}
        <strong>{MANAGEMENT_REQUEST_STATUS_LABELS[r.status]}</strong>
      </p>
      {r.message ? <p className="whitespace-pre-line text-sm text-muted">{r.message}</p> : null}
      {r.staff_note ? <p className="text-sm">Last note: {r.staff_note}</p> : null}
      <form
        className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
        aria-label={`Change the status of the request from ${r.name}`}
        noValidate
        onSubmit={save}
      >
        <Field label="New status" error={errors.status?.message}>
          {(p) => (
            <select {...p} className="input" {...form.register("status")}>
              {MANAGEMENT_REQUEST_STATUSES.filter((s) => s !== r.status).map((s) => (
                <option key={s} value={s}>
                  {MANAGEMENT_REQUEST_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Note for the requester" error={errors.note?.message}>
          {(p) => <input {...p} className="input" {...form.register("note")} />}
        </Field>
        <button type="submit" className="btn-primary" disabled={busy}>
          Save status
        </button>
      </form>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
    </li>
  );
}
