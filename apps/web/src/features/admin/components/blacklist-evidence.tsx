/**
 * Both sides' evidence of a blacklist entry, for the admin deciding it (issue 34, ADR 0901 addendum): the
 * reporter's files and the reported person's counter-evidence, each downloaded with the admin's token from the
 * API's admin-only route (never a public URL). Opened on demand, so the queue does not fetch every entry's detail.
 */
import type { BlacklistEvidenceFile } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { FormMessage } from "@/components/ui/field";
import { downloadFile } from "@/lib/download";
import { errorText } from "@/lib/http";
import { adminBlacklistEvidenceQuery } from "../api/admin";

const SIDES = [
  ["reporter", "Evidence from the reporter"],
  ["tenant", "Counter-evidence from the reported person"],
] as const;

export function BlacklistEvidence({ entryId, tenantName }: { entryId: number; tenantName: string }) {
  const [open, setOpen] = useState(false);
  const panel = `evidence-${entryId}`;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn-outline self-start"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={`Evidence files: ${tenantName}`}
        onClick={() => setOpen((o) => !o)}
      >
        Evidence files
      </button>
      {open ? (
        <div id={panel}>
          <Files entryId={entryId} tenantName={tenantName} />
        </div>
      ) : null}
    </div>
  );
}

function Files({ entryId, tenantName }: { entryId: number; tenantName: string }) {
  const files = useQuery(adminBlacklistEvidenceQuery(entryId));
  const [error, setError] = useState<string | null>(null);
  const open = (f: BlacklistEvidenceFile) => {
    setError(null);
    downloadFile(f.url, f.name).catch((err) => setError(errorText(err)));
  };
  return (
    <QueryState
      query={files}
      loading="Loading evidence..."
      error={(error) => <FormMessage kind="error">{errorText(error)}</FormMessage>}
    >
      {(data) => (
        <div className="grid gap-3 sm:grid-cols-2">
          {SIDES.map(([side, title]) => {
            const mine = data.filter((f) => f.side === side);
            return (
              <section key={side} aria-label={`${title}: ${tenantName}`} className="card p-3 text-sm">
                <h3 className="font-semibold">{title}</h3>
                {mine.length === 0 ? (
                  <p className="text-muted">None</p>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {mine.map((f) => (
                      <li key={f.id}>
                        <button
                          type="button"
                          className="min-h-11 text-left text-brand-700 underline"
                          onClick={() => open(f)}
                        >
                          {f.name}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        </div>
      )}
    </QueryState>
  );
}
