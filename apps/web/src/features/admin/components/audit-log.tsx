/**
 * Admin → Audit log (issue 23, ADR 0700): every admin action, newest first — who, what, when, the reason and
 * what changed (before → after). Searchable by text, target type and dates; the filters live in the URL.
 */
import { ADMIN_AUDIT_TARGETS, type AuditEntry } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/query-state";
import { Field } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { useFilterForm } from "@/lib/filter-form";
import { formatCount, formatDateTime, formatNumber } from "@/lib/format";
import { auditQuery } from "../api/admin";

const FILTERS = ["query", "target_type", "from", "to"] as const;

/** "status: active → suspended; role: tenant → landlord" — only what changed. */
export function changeSummary(before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changed = keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  const show = (v: unknown) =>
    v === undefined || v === null ? "none" : typeof v === "string" ? v : JSON.stringify(v);
  return changed.length ? changed.map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`).join("; ") : "No change";
}

export default function AuditLog() {
  const { filters, page, submit, goTo, field } = useFilterForm(FILTERS);
  const log = useQuery(auditQuery({ ...filters, page }));
  const input =
    (key: (typeof FILTERS)[number], type = "text") =>
    (p: object) => <input {...p} type={type} className="input" {...field(key)} />;

  return (
    <section className="flex flex-col gap-5" aria-labelledby="audit-heading">
      <h2 id="audit-heading" tabIndex={-1} className="text-xl font-semibold">
        Audit log
      </h2>
      <search>
        <form
          onSubmit={submit}
          className="card grid gap-3 p-4 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
        >
          <Field label="Search actions, reasons, emails">{input("query", "search")}</Field>
          <Field label="About">
            {(p) => (
              <select {...p} className="input" {...field("target_type")}>
                <option value="">Anything</option>
                {ADMIN_AUDIT_TARGETS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="From">{input("from", "date")}</Field>
          <Field label="To">{input("to", "date")}</Field>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
      </search>
      <QueryState
        query={log}
        loading="Loading the audit log..."
        empty={
          <EmptyState title="Nothing in the log matches">
            Admin actions appear here as they happen.
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {data.meta.total_capped
                ? `${formatNumber(data.meta.total)}+ entries`
                : formatCount(data.meta.total, "entry", "entries")}
            </p>
            <ol className="flex flex-col gap-3" aria-label="Audit entries, newest first">
              {data.data.map((e) => (
                <Entry key={e.id} entry={e} />
              ))}
            </ol>
            <Pagination
              page={data.meta.current_page}
              lastPage={data.meta.last_page}
              onPage={goTo}
              label="Audit log pages"
              className=""
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function Entry({ entry: e }: { entry: AuditEntry }) {
  return (
    <li className="card flex flex-col gap-1 p-4 text-sm">
      <p>
        <span className="font-semibold">{e.action}</span> on {e.target_type} #{e.target_id}
      </p>
      <p className="text-muted">
        by {e.actor.name} ({e.actor.email}) ·{" "}
        <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
      </p>
      <p>{changeSummary(e.before, e.after)}</p>
      {e.reason ? <p className="italic">Reason: {e.reason}</p> : null}
    </li>
  );
}
