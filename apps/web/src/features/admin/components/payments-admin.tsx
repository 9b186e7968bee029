/**
 * Admin → Payments (issue 23): every payment, newest first, found by reference, email or name and filtered by
 * status; a successful one can be marked refunded with a reason (audited). The newsletter's subscribers are
 * exported here as a CSV file.
 */
import { ADMIN_PAYMENT_STATUSES, type AdminPayment, PAYMENT_PURPOSE_LABELS } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PagedTable } from "@/components/paged-list";
import { Field, FormMessage } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { downloadFile } from "@/lib/download";
import { useFilterForm } from "@/lib/filter-form";
import { formatCount, formatDate, formatKobo } from "@/lib/format";
import { toast } from "@/lib/toast";
import { adminKeys, adminPaymentsQuery, markRefunded } from "../api/admin";

export default function PaymentsAdmin() {
  const { filters, page, submit, goTo, field } = useFilterForm(["query", "status"]);
  const list = useQuery(adminPaymentsQuery({ ...filters, page }));
  const [exportError, setExportError] = useState<string | null>(null);

  return (
    <section className="flex flex-col gap-5" aria-labelledby="payments-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payments-heading" tabIndex={-1} className="text-xl font-semibold">
          Payments
        </h2>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            setExportError(null);
            downloadFile(
              "/admin/newsletter/subscribers.csv",
              `ile-newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
            ).catch((e: Error) => setExportError(e.message));
          }}
        >
          Export newsletter subscribers (CSV)
        </button>
      </div>
      {exportError ? <FormMessage kind="error">{exportError}</FormMessage> : null}
      <search>
        <form onSubmit={submit} className="card grid gap-3 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <Field label="Reference, email or name">
            {(p) => <input {...p} type="search" className="input" {...field("query")} />}
          </Field>
          <Field label="Status">
            {(p) => (
              <select {...p} className="input" {...field("status")}>
                <option value="">Any status</option>
                {ADMIN_PAYMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s[0]?.toUpperCase() + s.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
      </search>
      <PagedTable
        query={list}
        loading="Loading payments..."
        empty={<EmptyState title="No payments match">Try another reference, email or status.</EmptyState>}
        before={(data) => (
          <p className="text-sm text-muted" aria-live="polite">
            {formatCount(data.meta.total, "payment")}
          </p>
        )}
        caption="Payments"
        columns={[
          { label: "Reference" },
          { label: "Payer" },
          { label: "For" },
          { label: "Amount", className: "text-right" },
          { label: "Status" },
          { label: "Actions", hidden: true },
        ]}
        minWidth="min-w-[44rem]"
        pager={{ page: list.data?.meta.current_page ?? page, onPage: goTo, label: "Payment pages" }}
      >
        {(p) => <PaymentRow key={p.id} payment={p} />}
      </PagedTable>
    </section>
  );
}

function PaymentRow({ payment: p }: { payment: AdminPayment }) {
  const qc = useQueryClient();
  return (
    <tr className="border-b border-line align-top">
      <td className="py-2 pr-3">
        <span className="break-all font-mono text-xs">{p.reference}</span>
        <span className="block text-xs text-muted">
          {formatDate(p.created_at)} · {p.gateway}
        </span>
      </td>
      <td className="py-2 pr-3">
        <span className="block">{p.user.name || "No name"}</span>
        <span className="block break-all text-muted">{p.user.email}</span>
      </td>
      <td className="py-2 pr-3">{PAYMENT_PURPOSE_LABELS[p.purpose] ?? p.purpose}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{formatKobo(p.amount_kobo)}</td>
      <td className="py-2 pr-3">
        {p.status}
        {p.refund ? (
          <span className="block text-xs text-negative">
            Refunded {formatDate(p.refund.at)}
            {p.refund.reason ? `: ${p.refund.reason}` : ""}
          </span>
        ) : null}
      </td>
      <td className="py-2">
        {p.status === "success" && !p.refund ? (
          <ReasonDialog
            trigger="Mark refunded"
            triggerLabel={`Mark payment ${p.reference} refunded`}
            title="Mark this payment refunded?"
            description={`${formatKobo(p.amount_kobo)} from ${p.user.email}. Make the refund at the gateway first; this records it.`}
            confirm="Mark refunded"
            onConfirm={async (reason) => {
              const r = await markRefunded(p.reference, reason);
              toast.success(r.message);
              await qc.invalidateQueries({ queryKey: adminKeys.payments });
              await qc.invalidateQueries({ queryKey: adminKeys.audit });
            }}
          />
        ) : null}
      </td>
    </tr>
  );
}
