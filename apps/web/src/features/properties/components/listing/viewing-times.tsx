/**
 * A listing's viewing times (ADR 0970): the inspection fee, shown before anyone books, and the free times to book.
 * With a fee, booking sends the renter to the payment page; Ile holds the fee until the viewing took place. The
 * lister sets the fee and offers times here.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Field, FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { formErrors } from "@/lib/form-errors";
import { formatDateTime, formatKobo } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { openLogin } from "@/lib/ui-store";
import {
  bookViewing,
  inspectionFeeQuery,
  offerViewing,
  setInspectionFee,
  viewingSlotsQuery,
} from "../../api/viewings";

export function ViewingTimes({ slug, ownerId }: { slug: string; ownerId: number }) {
  const user = useSessionUser();
  const owner = user !== null && Number(user.id) === ownerId;
  const fee = useQuery(inspectionFeeQuery(slug));
  const slots = useQuery(viewingSlotsQuery(slug));
  const qc = useQueryClient();
  const book = useMutation({
    mutationFn: bookViewing,
    onSuccess: (r) => {
      if (r.data.fee.payment_url) {
        window.location.assign(r.data.fee.payment_url);
        return;
      }
      toast.success(r.message ?? "Viewing booked");
      qc.invalidateQueries({ queryKey: ["viewings"] });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const feeKobo = fee.data?.fee_kobo ?? 0;
  const free = (slots.data ?? []).filter((s) => !s.booked);
  return (
    <section className="card flex flex-col gap-3 p-5" aria-labelledby="viewing-times-title">
      <h2 id="viewing-times-title" className="text-lg font-semibold">
        Book a viewing
      </h2>
      {fee.isSuccess ? (
        <p data-testid="inspection-fee">
          {feeKobo > 0 ? (
            <>
              Inspection fee: <strong>{formatKobo(feeKobo)}</strong>. You pay it when you book; Ile holds it
              and pays the lister only after the viewing took place. If the lister cancels or does not come,
              you get it back.
            </>
          ) : (
            "No inspection fee."
          )}
        </p>
      ) : null}
      {book.isSuccess && !book.data.data.fee.payment_url ? (
        <FormMessage kind="success">
          Viewing booked. See it in <Link to={`${paths.dashboard}/viewings`}>your viewings</Link>.
        </FormMessage>
      ) : null}
      {slots.isPending ? <p className="text-muted">Loading viewing times...</p> : null}
      {slots.isSuccess && free.length === 0 ? (
        <p className="text-muted">No viewing times offered right now.</p>
      ) : null}
      {free.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {free.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <strong>{formatDateTime(s.starts_at)}</strong>
                <span className="block text-sm text-muted">Meet at {s.meeting_place}</span>
              </span>
              {owner ? null : (
                <button
                  type="button"
                  className="btn-outline"
                  disabled={book.isPending}
                  aria-label={`Book the viewing on ${formatDateTime(s.starts_at)}`}
                  onClick={() => (user ? book.mutate(s.id) : openLogin(paths.property(slug)))}
                >
                  {feeKobo > 0 ? `Book and pay ${formatKobo(feeKobo)}` : "Book"}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {owner ? <ListerControls slug={slug} feeKobo={feeKobo} maxKobo={fee.data?.max_kobo ?? 0} /> : null}
    </section>
  );
}

function ListerControls({ slug, feeKobo, maxKobo }: { slug: string; feeKobo: number; maxKobo: number }) {
  const qc = useQueryClient();
  const [naira, setNaira] = useState(String(feeKobo / 100));
  const [when, setWhen] = useState("");
  const [place, setPlace] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveFee = useMutation({
    mutationFn: () => setInspectionFee(slug, Math.round(Number(naira) * 100)),
    onSuccess: (r) => {
      setErrors({});
      toast.success(r.message ?? "Inspection fee saved");
      qc.invalidateQueries({ queryKey: ["viewings", "fee", slug] });
    },
    onError: (err) => setErrors({ fee: formErrors(err).fields.fee_kobo ?? errorText(err) }),
  });
  const offer = useMutation({
    mutationFn: () => offerViewing(slug, { starts_at: new Date(when).toISOString(), meeting_place: place }),
    onSuccess: (r) => {
      setErrors({});
      toast.success(r.message ?? "Viewing time added");
      qc.invalidateQueries({ queryKey: ["viewings", "slots", slug] });
    },
    onError: (err) => {
      const f = formErrors(err);
      setErrors({
        starts_at: f.fields.starts_at ?? "",
        meeting_place: f.fields.meeting_place ?? f.message ?? "",
      });
    },
  });
  const submitFee = (e: FormEvent) => {
    e.preventDefault();
    saveFee.mutate();
  };
  const submitOffer = (e: FormEvent) => {
    e.preventDefault();
    if (!when) return setErrors({ starts_at: "Choose the date and time of the viewing" });
    offer.mutate();
  };
  return (
    <div className="flex flex-col gap-4 border-t pt-3">
      <form onSubmit={submitFee} noValidate className="flex flex-col gap-2" aria-label="Inspection fee">
        <Field
          label={`Inspection fee in naira (0 for none, at most ${formatKobo(maxKobo)})`}
          error={errors.fee}
        >
          {(p) => (
            <input
              {...p}
              className="input"
              inputMode="numeric"
              value={naira}
              onChange={(e) => setNaira(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn-outline self-start" disabled={saveFee.isPending}>
          Save fee
        </button>
      </form>
      <form
        onSubmit={submitOffer}
        noValidate
        className="flex flex-col gap-2"
        aria-label="Offer a viewing time"
      >
        <Field label="Viewing date and time" error={errors.starts_at || undefined}>
          {(p) => (
            <input
              {...p}
              className="input"
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
          )}
        </Field>
        <Field label="Where to meet" error={errors.meeting_place || undefined}>
          {(p) => <input {...p} className="input" value={place} onChange={(e) => setPlace(e.target.value)} />}
        </Field>
        <button type="submit" className="btn-outline self-start" disabled={offer.isPending}>
          Offer this time
        </button>
      </form>
    </div>
  );
}
