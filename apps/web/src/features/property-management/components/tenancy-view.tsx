/**
 * One tenancy as its landlord or tenant sees it (ADR 0950): the rent schedule with each installment's state,
 * receipts, and the actions of each side (record a payment, give notice, renew; pay online, report a problem).
 */
import {
  PAYMENT_METHOD_LABELS,
  TENANCY_PERIOD_LABELS,
  type Tenancy,
  type TenancyDetail,
} from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { errorText } from "@/lib/api-client";
import { formatDate, formatKobo } from "@/lib/format";
import { toast } from "@/lib/toast";
import { giveNotice, payOnline, renewTenancy, tenancyQuery } from "../api/tenancies";
import { AgentAnswer } from "./agent-answer";
import { MaintenanceForm } from "./maintenance-form";
import { OfflinePaymentForm } from "./offline-payment-form";

const STATUS_TEXT = { due: "Due", part_paid: "Part paid", paid: "Paid", overdue: "Overdue" } as const;

export function TenancySummary({ t }: { t: Tenancy }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold">{t.unit_address}</h3>
      <p className="text-sm text-muted">
        {t.role === "landlord" ? `Tenant: ${t.tenant.name}` : `Landlord: ${t.landlord.name}`} ·{" "}
        {t.agent ? `Managed by ${t.agent.name} · ` : ""}
        {formatKobo(t.rent_kobo)} {TENANCY_PERIOD_LABELS[t.period].toLowerCase()} · {formatDate(t.start_date)}{" "}
        to {formatDate(t.end_date)} ·{" "}
        {t.status === "active"
          ? "Active"
          : t.status === "ending"
            ? "Notice given"
            : t.status === "renewed"
              ? "Renewed"
              : "Ended"}
      </p>
      {t.owed_kobo > 0 ? <p className="text-sm text-negative">Owed now: {formatKobo(t.owed_kobo)}</p> : null}
    </div>
  );
}

export function TenancyView({ id }: { id: number }) {
  const q = useQuery(tenancyQuery(id));
  return (
    <QueryState
      query={q}
      loading="Loading the tenancy..."
      skeleton="lines"
      error={(error) => (
        <p role="alert" className="text-negative">
          {errorText(error)}
        </p>
      )}
    >
      {(t) => <Detail t={t} />}
    </QueryState>
  );
}

function Detail({ t }: { t: TenancyDetail }) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ["tenancies"] });
  const [paying, setPaying] = useState<number | null>(null);
  const landlord = t.role === "landlord";
  const live = t.status === "active" || t.status === "ending";

  const online = useMutation({
    mutationFn: (installmentId: number) => payOnline(t.id, installmentId),
    onSuccess: (r) => window.location.assign(r.data.payment_url),
    onError: (err) => toast.error(errorText(err)),
  });
  const notice = useMutation({
    mutationFn: () => giveNotice(t.id),
    onSuccess: (r) => {
      toast.success(r.message ?? "Notice recorded");
      refresh();
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const renew = useMutation({
    mutationFn: () => renewTenancy(t.id, { periods: t.periods }),
    onSuccess: (r) => {
      toast.success(r.message ?? "Renewed");
      refresh();
    },
    onError: (err) => toast.error(errorText(err)),
  });

  return (
    <div className="flex flex-col gap-4">
      <TenancySummary t={t} />
      <AgentAnswer t={t} />
      {t.caution_deposit_kobo > 0 ? (
        <p className="text-sm">Caution deposit: {formatKobo(t.caution_deposit_kobo)}</p>
      ) : null}
      {t.notice ? (
        <p className="text-sm">
          Notice given by the {t.notice.by} on {formatDate(t.notice.given_on)}; the tenancy ends on{" "}
          {formatDate(t.notice.end_date)}.
        </p>
      ) : null}
      {/* Below 640 px each installment is a card (due date and amount, then the period, the state and a
          full-width button); from 640 px a table. Dates never wrap (issue 34: at 360 px the table wrapped
          them onto five lines and cut the "Pay ₦…" button off). */}
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">Rent schedule</caption>
        <thead className="sr-only sm:not-sr-only">
          <tr className="text-left text-muted">
            <th scope="col">Due</th>
            <th scope="col">Period</th>
            <th scope="col">Amount</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 sm:table-row-group">
          {t.installments.map((i) => (
            <tr
              key={i.id}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-[var(--radius-control)] border border-line p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-t sm:p-0"
            >
              <td className="font-semibold sm:py-2 sm:font-normal">
                <span className="sm:hidden">Due </span>
                <Day iso={i.due_date} />
              </td>
              <td className="col-span-2 row-start-2 text-muted sm:text-ink">
                <Day iso={i.period_start} /> to <Day iso={i.period_end} />
              </td>
              <td className="whitespace-nowrap text-right font-semibold sm:text-left sm:font-normal">
                {formatKobo(i.amount_kobo)}
              </td>
              <td className="col-span-2">
                {STATUS_TEXT[i.status]}
                {i.status === "part_paid" ? ` (${formatKobo(i.paid_kobo)})` : ""}
              </td>
              <td className="col-span-2 max-sm:empty:hidden sm:py-2 sm:text-right">
                {i.status === "paid" || !live ? null : landlord ? (
                  <button
                    type="button"
                    className="btn-ghost w-full sm:w-auto"
                    onClick={() => setPaying(i.id)}
                  >
                    Record payment
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn-primary w-full whitespace-nowrap sm:w-auto"
                    disabled={online.isPending}
                    onClick={() => online.mutate(i.id)}
                  >
                    Pay {formatKobo(i.amount_kobo - i.paid_kobo)}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {paying !== null ? (
        <OfflinePaymentForm
          tenancyId={t.id}
          installmentId={paying}
          owed={(() => {
            const i = t.installments.find((x) => x.id === paying)!;
            return i.amount_kobo - i.paid_kobo;
          })()}
          onDone={() => {
            setPaying(null);
            refresh();
          }}
        />
      ) : null}
      <Receipts t={t} />
      {live ? (
        <div className="flex flex-wrap gap-2">
          {!t.notice ? (
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                if (window.confirm(`Give notice to quit? ${t.notice_rule}`)) notice.mutate();
              }}
            >
              Give notice
            </button>
          ) : null}
          {landlord && t.status === "active" ? (
            <button type="button" className="btn-outline" onClick={() => renew.mutate()}>
              Renew for another {t.periods} {t.periods === 1 ? "period" : "periods"}
            </button>
          ) : null}
        </div>
      ) : null}
      <p className="text-xs text-muted">{t.notice_rule}</p>
      {!landlord && live ? <MaintenanceForm tenancyId={t.id} /> : null}
    </div>
  );
}

export function Receipts({ t }: { t: TenancyDetail }) {
  if (t.receipts.length === 0) return <p className="text-sm text-muted">No receipts yet.</p>;
  return (
    <section aria-label="Receipts" className="flex flex-col gap-2">
      <h4 className="font-semibold">Receipts</h4>
      <ul className="flex flex-col gap-2">
        {t.receipts.map((r) => (
          <li key={r.id} className="card p-3 text-sm" data-testid="receipt">
            <p className="font-semibold">
              Receipt {r.number}: {formatKobo(r.amount_kobo)}
            </p>
            <p className="text-muted">
              {PAYMENT_METHOD_LABELS[r.method]} · paid {formatDate(r.paid_on)} · rent for{" "}
              {formatDate(r.period_start)} to {formatDate(r.period_end)}
              {r.payment_reference ? ` · ref ${r.payment_reference}` : ""}
            </p>
            <p className="text-muted">
              From {r.tenant_name} to {r.landlord_name}
              {r.agent_name ? ` (managed by ${r.agent_name})` : ""} for {r.unit_address}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A date of the schedule on one line (`<time>` with the ISO date). */
function Day({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatDate(iso)}
    </time>
  );
}
