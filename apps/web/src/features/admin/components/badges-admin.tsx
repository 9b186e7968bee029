/**
 * Admin → Registration checks (issue 22, ADR 0903): LASRERA and CAC numbers people gave, waiting for a check
 * against the register (oldest first), or already approved or rejected. Approving shows the badge on the
 * person's profile, cards and listings; rejecting needs the reason the person will read. The server writes each
 * decision to the audit log and tells the person by email.
 */
import { BADGE_LABELS } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/page";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { StatusTabs } from "@/components/ui/status-tabs";
import { formatCount, formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { adminBadgesQuery, adminKeys, decideBadge } from "../api/admin";

const TABS = [
  ["pending", "Waiting"],
  ["approved", "Approved"],
  ["rejected", "Rejected"],
] as const;
type Tab = (typeof TABS)[number][0];
const REGISTERS = { lasrera: "LASRERA", cac: "CAC" } as const;

export default function BadgesAdmin() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find(([t]) => t === params.get("status"))?.[0] ?? "pending";
  const list = useQuery(adminBadgesQuery(tab));
  const qc = useQueryClient();

  return (
    <section className="flex flex-col gap-5" aria-labelledby="badges-heading">
      <h2 id="badges-heading" tabIndex={-1} className="text-xl font-semibold">
        Registration checks
      </h2>
      <StatusTabs
        label="Check status"
        options={TABS}
        value={tab}
        onChange={(t) => setParams(new URLSearchParams({ status: t }))}
      />
      <QueryState
        query={list}
        loading="Loading numbers..."
        empty={
          <EmptyState title={tab === "pending" ? "No numbers waiting for a check" : `No ${tab} numbers`}>
            LASRERA and CAC numbers people give in Dashboard → Verification appear here.
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {formatCount(data.data.length, "number")}
            </p>
            <ul className="flex flex-col gap-3">
              {data.data.map((c) => {
                const subject = `${REGISTERS[c.kind]} ${c.number} of ${c.user.name}`;
                const decide = async (decision: "approved" | "rejected", reason: string) => {
                  const reply = await decideBadge(c.user.id, c.kind, decision, reason);
                  toast.success(reply.message);
                  await qc.invalidateQueries({ queryKey: adminKeys.badges });
                  await qc.invalidateQueries({ queryKey: adminKeys.audit });
                };
                return (
                  <li
                    key={`${c.user.id}-${c.kind}`}
                    className="card flex flex-col gap-2 p-4"
                    aria-label={subject}
                  >
                    <p className="font-medium">
                      {REGISTERS[c.kind]}: <span className="font-mono">{c.number}</span>
                    </p>
                    <p className="text-sm">
                      {c.user.name} · {c.user.role} · {c.user.email ?? "no email"} · submitted{" "}
                      {formatDate(c.submitted_at)}
                    </p>
                    {c.status !== "pending" ? (
                      <p className="text-sm">
                        {c.status === "approved" ? `Approved: shows "${BADGE_LABELS[c.kind]}"` : "Rejected"}
                        {c.reason ? ` (${c.reason})` : ""}
                        {c.reviewed_at ? `, ${formatDate(c.reviewed_at)}` : ""}
                      </p>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        <ReasonDialog
                          trigger="Approve"
                          triggerLabel={`Approve: ${subject}`}
                          title={`Approve: ${subject}`}
                          description={`Approve only after finding the number on the ${REGISTERS[c.kind]} register under this person's or company's name. The badge "${BADGE_LABELS[c.kind]}" then shows on their profile and listings.`}
                          confirm="Approve"
                          onConfirm={(note) => decide("approved", note)}
                        />
                        <ReasonDialog
                          trigger="Reject"
                          triggerLabel={`Reject: ${subject}`}
                          title={`Reject: ${subject}`}
                          description="The person is told the reason and can correct the number."
                          confirm="Reject"
                          onConfirm={(reason) => decide("rejected", reason)}
                        />
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
