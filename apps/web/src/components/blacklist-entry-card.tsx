import { BLACKLIST_NATURE_LABELS, type BlacklistEntry } from "@ile/contract";
import { formatDate, formatKobo } from "@/lib/format";

/** One blacklist entry with both sides: the reporter's statement and the reported person's reply. */
export function EntryCard({ entry }: { entry: BlacklistEntry }) {
  return (
    <article className="card space-y-2 p-4" aria-label={`Entry about ${entry.tenant_name}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{entry.tenant_name}</h3>
        <span className="text-sm text-muted">
          {entry.status === "published" ? "Published" : entry.status} ·{" "}
          {formatDate(entry.published_at ?? entry.reported_at)}
          {entry.expires_at ? ` · expires ${formatDate(entry.expires_at)}` : ""}
        </span>
      </header>
      <p className="text-sm">
        {BLACKLIST_NATURE_LABELS[entry.nature]}: {formatKobo(entry.amount_kobo)} (
        {formatDate(entry.period_start)} – {formatDate(entry.period_end)}) · last address {entry.last_address}
      </p>
      <section>
        <h4 className="text-sm font-medium">
          Reported by {entry.reporter.name} ({entry.reporter.role})
        </h4>
        <p className="whitespace-pre-line text-sm">{entry.statement}</p>
      </section>
      <section>
        <h4 className="text-sm font-medium">Reply from the reported person</h4>
        {entry.reply ? (
          <p className="whitespace-pre-line text-sm" data-testid="entry-reply">
            {entry.reply}
            {entry.counter_evidence_count
              ? ` (${entry.counter_evidence_count} counter-evidence file(s) with the admins)`
              : ""}
          </p>
        ) : (
          <p className="text-sm text-muted">No reply yet.</p>
        )}
        {entry.appeal && !entry.appeal_decision ? (
          <p className="text-sm text-muted">Appeal under review.</p>
        ) : null}
      </section>
    </article>
  );
}
