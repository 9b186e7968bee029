/**
 * Dashboard › Viewings (ADR 0970): my bookings as renter and as lister, each with what happened to its inspection
 * fee (not paid yet, held by Ile, paid to the lister, refunded) — a record a renter can show. The renter pays,
 * confirms the viewing took place, cancels or disputes; the lister cancels and answers a dispute. Back from the
 * payment page (?reference=) the payment is settled and the result said.
 */
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  type DisputeReason,
  MONEY_STATE_LABELS,
  type ViewingBooking,
} from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedList } from "@/components/paged-list";
import { Field } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { formatDateTime, formatKobo } from "@/lib/format";
import { toast } from "@/lib/toast";
import {
  answerDispute,
  cancelViewing,
  confirmViewing,
  disputeViewing,
  myViewingsQuery,
  uploadDisputePhotos,
  verifyFee,
} from "../api/viewings";

export default function ViewingsSection() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const reference = params.get("reference");
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!reference) return;
    let live = true;
    verifyFee(reference)
      .then((r) => {
        if (!live) return;
        setResult({ ok: r.data.fee.state === "held", text: r.message ?? "" });
        qc.invalidateQueries({ queryKey: ["viewings"] });
        setParams({}, { replace: true });
      })
      .catch((err) => live && setResult({ ok: false, text: errorText(err) }));
    return () => {
      live = false;
    };
  }, [reference, qc, setParams]);

  return (
    <section aria-labelledby="viewings-title" className="flex flex-col gap-6">
      <h2 id="viewings-title" className="text-xl font-semibold">
        Viewings
      </h2>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-positive" : "text-negative"}>
          {result.text}
        </p>
      ) : null}
      <Bookings as="renter" title="Viewings I booked" />
      <Bookings as="lister" title="Viewings of my listings" />
    </section>
  );
}

function Bookings({ as, title }: { as: "renter" | "lister"; title: string }) {
  const [page, setPage] = useState(1);
  const list = useQuery(myViewingsQuery(as, page));
  const id = `viewings-${as}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <PagedList
        query={list}
        loading="Loading viewings..."
        empty={
          <p className="card p-6 text-muted">
            {as === "renter"
              ? "You have not booked a viewing yet. Book one from a listing's page."
              : "Nobody has booked a viewing of your listings yet."}
          </p>
        }
        pager={{ page, onPage: setPage, label: `${title} pages` }}
      >
        {(b) => (
          <li key={b.id}>
            <BookingCard b={b} />
          </li>
        )}
      </PagedList>
    </section>
  );
}

function BookingCard({ b }: { b: ViewingBooking }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState<"cancel" | "dispute" | "answer" | null>(null);
  const done = (r: { message?: string }) => {
    toast.success(r.message ?? "Done");
    setOpen(null);
    qc.invalidateQueries({ queryKey: ["viewings"] });
  };
  const fail = (err: unknown) => toast.error(errorText(err));
  const confirm = useMutation({ mutationFn: () => confirmViewing(b.id), onSuccess: done, onError: fail });
  const started = new Date(b.slot.starts_at).getTime() <= Date.now();
  const renter = b.role === "renter";
  const live = b.status === "booked";
  const other = renter ? b.lister.name : b.renter.name;
  return (
    <article className="card flex flex-col gap-2 p-4" aria-label={`Viewing of ${b.listing.title}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold">
          <Link to={paths.property(b.listing.slug)} className="text-brand-700 underline">
            {b.listing.title}
          </Link>
        </h4>
        <span className="text-sm">{live ? "Booked" : "Cancelled"}</span>
      </div>
      <p className="text-sm">
        {formatDateTime(b.slot.starts_at)} · meet at {b.slot.meeting_place} · {renter ? "lister" : "renter"}:{" "}
        {other}
      </p>
      {b.cancel_reason ? <p className="text-sm text-muted">Cancelled: {b.cancel_reason}</p> : null}
      <p className="text-sm" data-testid="fee-state">
        {b.fee.amount_kobo > 0 ? (
          <>
            Inspection fee {formatKobo(b.fee.amount_kobo)}: <strong>{MONEY_STATE_LABELS[b.fee.state]}</strong>
          </>
        ) : (
          "No inspection fee"
        )}
      </p>
      {b.dispute ? (
        <div className="rounded border p-3 text-sm">
          <p>
            <strong>Dispute:</strong> {DISPUTE_REASON_LABELS[b.dispute.reason]}.{" "}
            {b.dispute.decision
              ? `Decided: ${b.dispute.decision === "refund" ? "refunded to the renter" : "paid to the lister"}. ${b.dispute.decision_note ?? ""}`
              : "An Ile admin will decide."}
          </p>
          <p className="whitespace-pre-line">Renter: {b.dispute.statement}</p>
          {b.dispute.answer ? <p className="whitespace-pre-line">Lister: {b.dispute.answer}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {renter && b.fee.payment_url ? (
          <a className="btn-primary" href={b.fee.payment_url}>
            Pay {formatKobo(b.fee.amount_kobo)}
          </a>
        ) : null}
        {renter &&
        live &&
        started &&
        !b.fee.confirmed_at &&
        !b.dispute &&
        b.fee.state !== "awaiting_payment" ? (
          <button
            type="button"
            className="btn-primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            The viewing took place
          </button>
        ) : null}
        {live && !started ? (
          <button type="button" className="btn-outline" onClick={() => setOpen("cancel")}>
            Cancel viewing
          </button>
        ) : null}
        {renter && live && started && b.fee.state === "held" && !b.dispute ? (
          <button type="button" className="btn-outline" onClick={() => setOpen("dispute")}>
            Report a problem
          </button>
        ) : null}
        {!renter && b.dispute && !b.dispute.answer && !b.dispute.decision ? (
          <button type="button" className="btn-outline" onClick={() => setOpen("answer")}>
            Answer the dispute
          </button>
        ) : null}
      </div>
      {open === "cancel" ? (
        <TextForm
          label="Why are you cancelling?"
          submit="Cancel viewing"
          onSubmit={(reason) => cancelViewing(b.id, reason).then(done, fail)}
        />
      ) : null}
      {open === "dispute" ? <DisputeForm id={b.id} onDone={done} onFail={fail} /> : null}
      {open === "answer" ? (
        <TextForm
          label="Your side of what happened"
          submit="Send answer"
          onSubmit={(statement) => answerDispute(b.id, statement).then(done, fail)}
        />
      ) : null}
    </article>
  );
}

function TextForm({
  label,
  submit,
  onSubmit,
}: {
  label: string;
  submit: string;
  onSubmit: (text: string) => unknown;
}) {
  const [text, setText] = useState("");
  const go = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(text);
  };
  return (
    <form onSubmit={go} className="flex flex-col gap-2" aria-label={submit}>
      <Field label={label}>
        {(p) => (
          <textarea
            {...p}
            className="input min-h-20"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn-outline self-start">
        {submit}
      </button>
    </form>
  );
}

function DisputeForm({
  id,
  onDone,
  onFail,
}: {
  id: number;
  onDone: (r: { message?: string }) => void;
  onFail: (err: unknown) => void;
}) {
  const [reason, setReason] = useState<DisputeReason>("lister_no_show");
  const [statement, setStatement] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const go = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await disputeViewing(id, { reason, statement });
      if (files.length) await uploadDisputePhotos(id, files);
      onDone(r);
    } catch (err) {
      onFail(err);
    }
  };
  return (
    <form onSubmit={go} className="flex flex-col gap-2" aria-label="Report a problem with the viewing">
      <Field label="What went wrong?">
        {(p) => (
          <select
            {...p}
            className="input"
            value={reason}
            onChange={(e) => setReason(e.target.value as DisputeReason)}
          >
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {DISPUTE_REASON_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="What happened (an Ile admin reads it with the lister's answer)">
        {(p) => (
          <textarea
            {...p}
            className="input min-h-20"
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
          />
        )}
      </Field>
      <Field label="Photos (optional, up to 5)">
        {(p) => (
          <input
            {...p}
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, 5))}
          />
        )}
      </Field>
      <button type="submit" className="btn-primary self-start">
        Send to Ile
      </button>
    </form>
  );
}
