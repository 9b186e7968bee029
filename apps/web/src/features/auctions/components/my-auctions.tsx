/**
 * Dashboard › My auctions (owners of listings and admins, ADR 0260): schedule an auction of one of my listings
 * for sale (prices typed in naira, sent in kobo), see my auctions with their highest bid, remove one without bids.
 * The schedule form checks the body it sends with the contract's `auctionInputSchema` (`bodySchema`); a 422 lands
 * on the same fields.
 */
import { type AuctionInput, auctionInputSchema } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { bodySchema, setServerErrors, topLevelField, useSchemaForm } from "@/lib/form";
import { formatDate, formatKobo } from "@/lib/format";
import { nairaToKobo } from "@/lib/money";
import { toast } from "@/lib/toast";
import { auctionableListingsQuery, myAuctionsQuery, removeAuction, scheduleAuction } from "../api/auctions";
import { AuctionStatusBadge } from "./auction-card";

/** A datetime-local value (local time, minutes) for a moment. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

interface ScheduleValues {
  property_id: string;
  starting: string;
  reserve: string;
  increment: string;
  starts_at: string;
  ends_at: string;
  deposit_note: string;
}
/** The body sent: prices typed in naira in kobo (empty is 0, which the schema refuses), times as ISO 8601. */
const toBody = (v: ScheduleValues): AuctionInput => {
  const kobo = (text: string) => nairaToKobo(text) ?? 0;
  const when = (text: string) => {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? text : d.toISOString();
  };
  return {
    property_id: Number(v.property_id),
    starting_price_kobo: kobo(v.starting),
    reserve_price_kobo: kobo(v.reserve),
    min_increment_kobo: kobo(v.increment),
    starts_at: when(v.starts_at),
    ends_at: when(v.ends_at),
    deposit_note: v.deposit_note.trim(),
  };
};
const FIELD_OF: Record<string, keyof ScheduleValues> = {
  starting_price_kobo: "starting",
  reserve_price_kobo: "reserve",
  min_increment_kobo: "increment",
};
const fieldOf = (key: string) => FIELD_OF[key] ?? topLevelField(key);
const scheduleSchema = bodySchema(toBody, auctionInputSchema, { fieldOf });

export default function MyAuctions() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useQuery(myAuctionsQuery(page));
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ["auctions"] });
  const remove = useMutation({
    mutationFn: (id: number) => removeAuction(id),
    onSuccess: (r) => {
      toast.success(r.message);
      refresh();
    },
    onError: (err) => toast.error(errorText(err)),
  });

  return (
    <section aria-labelledby="my-auctions-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-auctions-title" className="text-xl font-semibold">
          My auctions
        </h2>
        {creating ? null : (
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" /> Schedule an auction
          </button>
        )}
      </div>
      {creating ? (
        <ScheduleForm
          onDone={() => {
            setCreating(false);
            refresh();
          }}
        />
      ) : null}
      <QueryState
        query={list}
        loading="Loading your auctions..."
        error={(error) => (
          <p role="alert" className="text-negative">
            {errorText(error)}
          </p>
        )}
        empty={<p className="text-muted">None of your listings is being auctioned.</p>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.data.map((a) => (
              <li key={a.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <div className="flex items-center gap-2">
                    <AuctionStatusBadge status={a.status} />
                    <Link to={paths.auction(a.id)} className="font-semibold hover:underline">
                      {a.property.title}
                    </Link>
                  </div>
                  <p className="text-sm text-muted">
                    {a.current_bid_kobo === null
                      ? `Opening bid ${formatKobo(a.starting_price_kobo)}`
                      : `Highest bid ${formatKobo(a.current_bid_kobo)}`}{" "}
                    · {a.bid_count} bid{a.bid_count === 1 ? "" : "s"} · ends {formatDate(a.ends_at)}
                  </p>
                </div>
                {a.bid_count === 0 ? (
                  <button
                    type="button"
                    className="btn-ghost text-negative"
                    onClick={() => {
                      if (window.confirm(`Remove the auction of "${a.property.title}"?`)) remove.mutate(a.id);
                    }}
                  >
                    Remove
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {list.data ? (
        <Pagination page={page} lastPage={list.data.meta.last_page} onPage={setPage} className="" />
      ) : null}
    </section>
  );
}

function ScheduleForm({ onDone }: { onDone: () => void }) {
  const listings = useQuery(auctionableListingsQuery);
  if (listings.isPending) return <p role="status">Loading your listings...</p>;
  const options = listings.data?.data ?? [];
  if (options.length === 0)
    return (
      <p className="text-muted">
        You have no available listing for sale to auction. Add one under My listings.
      </p>
    );
  return <ScheduleFields options={options} onDone={onDone} />;
}

type Auctionable = Array<{ id: number; title: string; price_kobo: number }>;

function ScheduleFields({ options, onDone }: { options: Auctionable; onDone: () => void }) {
  const [now] = useState(Date.now);
  const form = useSchemaForm(scheduleSchema, {
    defaultValues: {
      property_id: String(options[0]?.id ?? ""),
      starting: "",
      reserve: "",
      increment: "500000",
      starts_at: localInput(now + 3_600_000),
      ends_at: localInput(now + 8 * 86_400_000),
      deposit_note: "",
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: scheduleAuction,
    onSuccess: (r) => {
      toast.success(r.message ?? "Auction scheduled");
      onDone();
    },
    onError: (err) => {
      setServerErrors(form, err, fieldOf);
      setError(errorText(err));
    },
  });
  const submit = form.handleSubmit((values) => {
    setError(null);
    save.mutate(toBody(values));
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="card grid gap-3 p-4 sm:grid-cols-2"
      aria-label="Schedule an auction"
    >
      <Field label="Listing" error={errors.property_id?.message} className="sm:col-span-2">
        {(p) => (
          <select {...p} className="input" {...register("property_id")} required>
            {options.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title} ({formatKobo(l.price_kobo)})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Opening bid (₦)" error={errors.starting?.message}>
        {(p) => <NairaInput {...p} {...register("starting")} required />}
      </Field>
      <Field label="Reserve price (₦)" error={errors.reserve?.message}>
        {(p) => <NairaInput {...p} {...register("reserve")} required />}
      </Field>
      <Field label="Minimum increment (₦)" error={errors.increment?.message}>
        {(p) => <NairaInput {...p} {...register("increment")} required />}
      </Field>
      <Field label="Starts" error={errors.starts_at?.message}>
        {(p) => <input {...p} type="datetime-local" className="input" {...register("starts_at")} required />}
      </Field>
      <Field label="Ends" error={errors.ends_at?.message}>
        {(p) => <input {...p} type="datetime-local" className="input" {...register("ends_at")} required />}
      </Field>
      <Field label="Deposit note" error={errors.deposit_note?.message} className="sm:col-span-2">
        {(p) => (
          <textarea
            {...p}
            className="input min-h-20 py-2"
            placeholder="e.g. 10% deposit within 24 hours of winning; balance within 30 days."
            {...register("deposit_note")}
          />
        )}
      </Field>
      {error ? (
        <div className="sm:col-span-2">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Schedule auction
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
