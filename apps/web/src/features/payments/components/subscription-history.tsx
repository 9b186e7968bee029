/**
 * The subscription's history: every activation, payment, switch and ending, with its plan, amount and period; then
 * the user's payments (subscriptions and profile unlocks), each with what became of it.
 */
import { messages, PAYMENT_PURPOSE_LABELS, type PaymentSummary } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/query-state";
import { formatCurrency, formatDate } from "@/lib/format";
import { failureMessage, type HistoryEntry, historyQuery } from "../api/payments";

const KIND_LABELS: Record<string, string> = {
  activated: "Free plan activated",
  subscribed: "Subscribed",
  renewed: "Renewed",
  upgraded: "Upgraded",
  downgrade_scheduled: "Downgrade scheduled",
  cancelled: "Cancelled",
  expired: "Ended",
  replaced: "Replaced",
};

const STATUS_LABELS: Record<PaymentSummary["status"], string> = {
  pending: "Not completed yet",
  success: "Paid",
  failed: "Failed",
  abandoned: "Abandoned",
  credited: "Kept as credit",
};

export function SubscriptionHistory({ userId }: { userId: number | string | null }) {
  const history = useQuery(historyQuery(userId));
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      <QueryState
        query={history}
        loading="Loading history..."
        error={(error) => <p role="alert">{failureMessage(error, messages.subscription.history)}</p>}
        isEmpty={(data) => data.events.length === 0 && data.payments.length === 0}
        empty={
          <p className="mt-2 text-muted">Nothing yet: your subscriptions and payments will be listed here.</p>
        }
      >
        {(data) => (
          <>
            {data.events.length > 0 && <Events events={data.events} />}
            {data.payments.length > 0 && <Payments payments={data.payments} />}
          </>
        )}
      </QueryState>
    </section>
  );
}

function Events({ events }: { events: HistoryEntry[] }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <Head columns={["Date", "What", "Plan", "Amount", "Period"]} />
        <tbody>
          {events.map((e) => (
            <tr key={e.id} className="border-b border-line/60">
              <td className="py-2 pr-3">{formatDate(e.created_at)}</td>
              <td className="py-2 pr-3">{KIND_LABELS[e.kind] ?? e.kind}</td>
              <td className="py-2 pr-3">{e.plan.name}</td>
              <td className="py-2 pr-3">{e.amount_kobo ? formatCurrency(e.amount) : "—"}</td>
              <td className="py-2">
                {e.period_start || e.period_end
                  ? `${formatDate(e.period_start)} – ${formatDate(e.period_end)}`
                  : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Payments({ payments }: { payments: PaymentSummary[] }) {
  return (
    <div className="mt-5 overflow-x-auto">
      <h3 id="history-payments-heading" className="font-semibold">
        Payments
      </h3>
      <table
        aria-labelledby="history-payments-heading"
        className="mt-2 w-full min-w-[32rem] text-left text-sm"
      >
        <Head columns={["Date", "What", "Amount", "Status", "Reference"]} />
        <tbody>
          {payments.map((p) => (
            <tr key={p.reference} className="border-b border-line/60 align-top">
              <td className="py-2 pr-3">{formatDate(p.paid_at ?? p.created_at)}</td>
              <td className="py-2 pr-3">{PAYMENT_PURPOSE_LABELS[p.purpose] ?? p.purpose}</td>
              <td className="py-2 pr-3">{formatCurrency(p.amount)}</td>
              <td className="py-2 pr-3">
                {STATUS_LABELS[p.status] ?? p.status}
                {p.reason && p.status !== "pending" && <span className="block text-muted">{p.reason}</span>}
              </td>
              <td className="py-2 break-all text-muted">{p.reference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table's header row: the columns' names. */
function Head({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr className="border-b border-line">
        {columns.map((name, i) => (
          <th key={name} scope="col" className={i < columns.length - 1 ? "py-2 pr-3" : "py-2"}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
