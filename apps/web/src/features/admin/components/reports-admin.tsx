/**
 * Admin → Reports (issues 22 and 23, ADR 0902): scam reports on listings and accounts, open or decided, newest
 * first. A decision (hide, restore, warn, suspend, dismiss) answers every open report of the same target, tells
 * the owner and the reporters, and is written to the audit log by the server; its note is required.
 */
import { REPORT_ACTIONS } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/page";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { StatusTabs } from "@/components/ui/status-tabs";
import { paths } from "@/config/paths";
import { formatCount, formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { adminKeys, adminReportsQuery, decideReport, type ReportAction } from "../api/admin";

const ACTION_LABELS: Record<ReportAction, string> = {
  hide: "Hide",
  restore: "Restore",
  warn: "Warn",
  suspend: "Suspend",
  dismiss: "Dismiss",
};

const REPORT_TABS = [
  ["open", "Open"],
  ["decided", "Decided"],
] as const;

export default function ReportsAdmin() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") === "decided" ? "decided" : "open";
  const list = useQuery(adminReportsQuery(status));
  const qc = useQueryClient();

  return (
    <section className="flex flex-col gap-5" aria-labelledby="reports-heading">
      <h2 id="reports-heading" tabIndex={-1} className="text-xl font-semibold">
        Reports
      </h2>
      <StatusTabs
        label="Report status"
        options={REPORT_TABS}
        value={status}
        onChange={(s) => setParams(new URLSearchParams({ status: s }))}
      />
      <QueryState
        query={list}
        loading="Loading reports..."
        empty={
          <EmptyState title={status === "open" ? "No open reports" : "No decided reports"}>
            Reports from "Report this listing" and "Report this user" appear here.
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {formatCount(data.data.length, "report")}
            </p>
            <ul className="flex flex-col gap-3">
              {data.data.map((r) => {
                const subject = r.listing?.title ?? r.user.email ?? `account #${r.user.id}`;
                return (
                  <li key={r.id} className="card flex flex-col gap-2 p-4" aria-label={`Report ${r.id}`}>
                    <p className="font-medium">
                      {r.listing?.slug ? (
                        <Link to={paths.property(r.listing.slug)} className="text-brand-700 hover:underline">
                          {r.listing.title}
                        </Link>
                      ) : r.listing ? (
                        <>{r.listing.title ?? `Listing #${r.listing.id} (deleted)`}</>
                      ) : (
                        <>Account {r.user.email ?? `#${r.user.id}`}</>
                      )}
                      {r.listing?.hidden ? <span className="ml-2 text-sm text-negative">hidden</span> : null}
                    </p>
                    <p className="text-sm">
                      {r.reason_label} · reported {formatDate(r.created_at)}
                    </p>
                    {r.details ? <p className="whitespace-pre-line text-sm text-muted">{r.details}</p> : null}
                    {r.action ? (
                      <p className="text-sm">
                        Decided: {r.action}
                        {r.decision_note ? ` (${r.decision_note})` : ""}
                        {r.decided_at ? `, ${formatDate(r.decided_at)}` : ""}
                      </p>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        {REPORT_ACTIONS.filter((a) => r.listing || (a !== "hide" && a !== "restore")).map(
                          (a) => (
                            <ReasonDialog
                              key={a}
                              trigger={ACTION_LABELS[a]}
                              triggerLabel={`${ACTION_LABELS[a]}: ${subject}`}
                              title={`${ACTION_LABELS[a]}: ${subject}`}
                              description="Every open report of this listing or account is answered; the owner and the reporters are told."
                              confirm={ACTION_LABELS[a]}
                              onConfirm={async (note) => {
                                const reply = await decideReport(r.id, a, note);
                                toast.success(reply.message);
                                await qc.invalidateQueries({ queryKey: adminKeys.reports });
                                await qc.invalidateQueries({ queryKey: adminKeys.audit });
                              }}
                            />
                          ),
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
