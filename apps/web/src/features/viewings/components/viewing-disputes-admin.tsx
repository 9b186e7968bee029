/**
 * Admin › Inspection fees (ADR 0970): disputes of viewings with both sides' statements and photos, decided once
 * (refund in full or pay the lister, with a note; audit-logged), and the ledger of fees Ile holds with its balance.
 */
import { type AdminDispute, DISPUTE_REASON_LABELS, MONEY_STATE_LABELS } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { PagedList } from "@/components/paged-list";
import { PrivateImage } from "@/components/private-image";
import { Field } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { formatDateTime, formatKobo } from "@/lib/format";
import { toast } from "@/lib/toast";
import { adminDisputesQuery, decideDispute, ledgerQuery } from "../api/viewings";

const KIND_LABELS = {
  held: "Held",
  released: "Paid to lister",
  refunded: "Refunded",
  reversed: "Payout returned",
};

export default function ViewingDisputesAdmin() {
  const [open, setOpen] = useState(true);
  const [page, setPage] = useState(1);
  const list = useQuery(adminDisputesQuery(open, page));
  return (
    <section aria-labelledby="disputes-title" className="flex flex-col gap-6">
      <h2 id="disputes-title" className="text-xl font-semibold">
        Inspection fees
      </h2>
      <section aria-labelledby="disputes-list-title" className="flex flex-col gap-3">
        <h3 id="disputes-list-title" className="text-lg font-semibold">
          Disputes
        </h3>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={open}
            onChange={(e) => {
              setOpen(e.target.checked);
              setPage(1);
            }}
          />
          Only disputes not decided yet
        </label>
        <PagedList
          query={list}
          loading="Loading disputes..."
          empty={<p className="card p-6 text-muted">No disputes to decide.</p>}
          pager={{ page, onPage: setPage, label: "Dispute pages" }}
        >
          {(d) => (
            <li key={d.id}>
              <DisputeCard d={d} />
            </li>
          )}
        </PagedList>
      </section>
      <Ledger />
    </section>
  );
}

function DisputeCard({ d }: { d: AdminDispute }) {
  const qc = useQueryClient();
  const [note, setNote] = useState("");
  const [decision, setDecision] = useState<"refund" | "release">("refund");
  const decide = useMutation({
    mutationFn: () => decideDispute(d.id, decision, note),
    onSuccess: (r) => {
      toast.success(r.message);
      qc.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    decide.mutate();
  };
  return (
    <article className="card flex flex-col gap-3 p-4" aria-label={`Dispute about ${d.listing.title}`}>
      <h4 className="font-semibold">
        {d.listing.title} · {formatKobo(d.booking.fee_kobo)} · {MONEY_STATE_LABELS[d.booking.money]}
      </h4>
      <p className="text-sm">
        Viewing {formatDateTime(d.booking.starts_at)} at {d.booking.meeting_place}. Reason:{" "}
        {DISPUTE_REASON_LABELS[d.reason]}.
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h5 className="font-semibold">
            Renter: {d.renter.name} ({d.renter.email})
          </h5>
          <p className="whitespace-pre-line">{d.statement}</p>
          {d.photos.map((p, i) => (
            <PrivateImage key={p.id} path={p.url} alt={`Renter's photo ${i + 1}`} className="max-h-40" />
          ))}
        </div>
        <div>
          <h5 className="font-semibold">
            Lister: {d.lister.name} ({d.lister.email})
          </h5>
          <p className="whitespace-pre-line">{d.answer ?? "No answer yet."}</p>
          {d.answer_photos.map((p, i) => (
            <PrivateImage key={p.id} path={p.url} alt={`Lister's photo ${i + 1}`} className="max-h-40" />
          ))}
        </div>
      </div>
      {d.decision ? (
        <p role="status">
          Decided {formatDateTime(d.decided_at)}:{" "}
          {d.decision === "refund" ? "refunded to the renter" : "paid to the lister"}. {d.decision_note}
        </p>
      ) : (
        <form
          onSubmit={submit}
          className="flex flex-col gap-2"
          aria-label={`Decide the dispute about ${d.listing.title}`}
        >
          <fieldset className="flex gap-4">
            <legend className="text-sm font-semibold">Decision</legend>
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name={`decision-${d.id}`}
                checked={decision === "refund"}
                onChange={() => setDecision("refund")}
              />
              Refund the renter in full
            </label>
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name={`decision-${d.id}`}
                checked={decision === "release"}
                onChange={() => setDecision("release")}
              />
              Pay the lister
            </label>
          </fieldset>
          <Field label="Note to both sides (kept in the audit log)">
            {(p) => (
              <textarea
                {...p}
                className="input min-h-16"
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="btn-primary self-start" disabled={decide.isPending}>
            Decide
          </button>
        </form>
      )}
    </article>
  );
}

function Ledger() {
  const [page, setPage] = useState(1);
  const ledger = useQuery(ledgerQuery(page));
  return (
    <section aria-labelledby="ledger-title" className="flex flex-col gap-3">
      <h3 id="ledger-title" className="text-lg font-semibold">
        Ledger
      </h3>
      {ledger.data ? (
        <p>
          Balance Ile holds:{" "}
          <strong data-testid="balance-held">{formatKobo(ledger.data.meta.balance_held_kobo)}</strong>
        </p>
      ) : null}
      <PagedList
        query={ledger}
        loading="Loading the ledger..."
        empty={<p className="card p-6 text-muted">No fees held yet.</p>}
        pager={{ page, onPage: setPage, label: "Ledger pages" }}
        listClassName="flex flex-col divide-y"
      >
        {(e) => (
          <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
            <span>
              {formatDateTime(e.created_at)} · {KIND_LABELS[e.kind]} · {e.listing_title}
            </span>
            <span className="font-mono">
              {e.amount_kobo > 0 ? "+" : "−"}
              {formatKobo(Math.abs(e.amount_kobo))} · {e.reference}
            </span>
          </li>
        )}
      </PagedList>
    </section>
  );
}
