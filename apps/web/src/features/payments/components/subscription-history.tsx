/** The subscription's history: every activation, payment, switch and ending, with its plan, amount and period. */
import { messages } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { formatCurrency, formatDate } from "@/lib/format";
import { failureMessage, historyQuery } from "../api/payments";

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

export function SubscriptionHistory({ userId }: { userId: number | string | null }) {
  const history = useQuery(historyQuery(userId));
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      {history.isError ? (
        <p role="alert">{failureMessage(history.error, messages.subscription.history)}</p>
      ) : history.isPending ? (
        <p role="status" className="text-muted">
          Loading history...
        </p>
      ) : history.data.events.length === 0 ? (
        <p className="mt-2 text-muted">Nothing yet: your subscriptions and payments will be listed here.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  What
                </th>
                <th scope="col" className="py-2 pr-3">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-3">
                  Amount
                </th>
                <th scope="col" className="py-2">
                  Period
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.events.map((e) => (
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
      )}
    </section>
  );
}
