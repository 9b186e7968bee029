/**
 * Admin → Blacklist (issues 22 and 23, ADR 0901): reports waiting for review, appeals and erasure requests. An
 * admin approves (the entry is published and the reported person is told), rejects, decides an appeal (upheld
 * removes the entry) or erases the personal data; each with its reason, audited by the server. Both sides' evidence
 * files are listed under each entry and opened from the API's admin-only route (issue 34).
 */
import type { BlacklistEntry } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { EntryCard } from "@/components/blacklist-entry-card";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/page";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { StatusTabs } from "@/components/ui/status-tabs";
import { formatCount } from "@/lib/format";
import { toast } from "@/lib/toast";
import { adminBlacklistQuery, adminKeys, type BlacklistDecision, decideBlacklist } from "../api/admin";
import { BlacklistEvidence } from "./blacklist-evidence";

const TABS = [
  ["pending", "Waiting for review"],
  ["appeals", "Appeals"],
  ["erasure", "Erasure requests"],
  ["published", "Published"],
] as const;
type Tab = (typeof TABS)[number][0];

const ACTIONS: Record<Tab, [BlacklistDecision, string][]> = {
  pending: [
    ["approve", "Approve and publish"],
    ["reject", "Reject"],
  ],
  appeals: [
    ["uphold", "Uphold the appeal"],
    ["dismiss", "Dismiss the appeal"],
  ],
  erasure: [["erase", "Erase personal data"]],
  published: [["erase", "Erase personal data"]],
};

export default function BlacklistAdmin() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find(([t]) => t === params.get("status"))?.[0] ?? "pending") as Tab;
  const list = useQuery(adminBlacklistQuery(tab));
  const qc = useQueryClient();

  return (
    <section className="flex flex-col gap-5" aria-labelledby="blacklist-heading">
      <h2 id="blacklist-heading" tabIndex={-1} className="text-xl font-semibold">
        Blacklist
      </h2>
      <StatusTabs
        label="Blacklist queue"
        wrap
        options={TABS}
        value={tab}
        onChange={(t) => setParams(new URLSearchParams({ status: t }))}
      />
      <QueryState
        query={list}
        loading="Loading entries..."
        empty={
          <EmptyState title="Nothing here">
            Reports from verified landlords and agents appear here.
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {formatCount(data.data.length, "entry", "entries")}
            </p>
            <ul className="flex flex-col gap-4">
              {data.data.map((e: BlacklistEntry) => (
                <li key={e.id} className="flex flex-col gap-2">
                  <EntryCard entry={e} />
                  <BlacklistEvidence entryId={e.id} tenantName={e.tenant_name} />
                  <div className="flex flex-wrap gap-2">
                    {ACTIONS[tab].map(([action, label]) => (
                      <ReasonDialog
                        key={action}
                        trigger={label}
                        triggerLabel={`${label}: ${e.tenant_name}`}
                        title={`${label}: ${e.tenant_name}`}
                        description="The reported person and the reporter are told; the step is kept in the audit log."
                        confirm={label}
                        onConfirm={async (reason) => {
                          const r = await decideBlacklist(e.id, action, reason);
                          toast.success(r.message);
                          await qc.invalidateQueries({ queryKey: adminKeys.blacklist });
                          await qc.invalidateQueries({ queryKey: adminKeys.audit });
                        }}
                      />
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
