/**
 * Dashboard › My auctions (owners of listings and admins, ADR 0260): schedule an auction of one of my listings
 * for sale (prices typed in naira, sent in kobo), see my auctions with their highest bid, remove one without bids.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { QueryState } from "@/components/query-state";
import { FormMessage } from "@/components/ui/field";
import { NairaInput } from "@/components/ui/naira-input";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { formatDate, formatKobo } from "@/lib/format";
import { nairaToKobo } from "@/lib/money";
import { auctionableListingsQuery, myAuctionsQuery, removeAuction, scheduleAuction } from "../api/auctions";
import { AuctionStatusBadge } from "./auction-card";

/** A datetime-local value (local time, minutes) for a moment. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

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
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: scheduleAuction,
    onSuccess: (r) => {
      toast.success(r.message ?? "Auction scheduled");
      onDone();
    },
    onError: (err) => setError(errorText(err)),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const kobo = (k: string) => nairaToKobo(String(f.get(k) ?? "")) ?? 0;
    const when = (k: string) => {
      const v = String(f.get(k) ?? "");
      const d = new Date(v);
      return Number.isNaN(d.getTime()) ? v : d.toISOString();
    };
    setError(null);
    save.mutate({
      property_id: Number(f.get("property_id")),
      starting_price_kobo: kobo("starting"),
      reserve_price_kobo: kobo("reserve"),
      min_increment_kobo: kobo("increment"),
      starts_at: when("starts_at"),
      ends_at: when("ends_at"),
      deposit_note: String(f.get("deposit_note") ?? "").trim(),
    });
  }
  const now = Date.now();
  if (listings.isPending) return <p role="status">Loading your listings...</p>;
  const options = listings.data?.data ?? [];
  if (options.length === 0)
    return (
      <p className="text-muted">
        You have no available listing for sale to auction. Add one under My listings.
      </p>
    );
  return (
    <form onSubmit={submit} className="card grid gap-3 p-4 sm:grid-cols-2" aria-label="Schedule an auction">
      <div className="sm:col-span-2">
        <label className="label" htmlFor="au-listing">
          Listing
        </label>
        <select id="au-listing" name="property_id" className="input" required>
          {options.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title} ({formatKobo(l.price_kobo)})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor="au-start-price">
          Opening bid (₦)
        </label>
        <NairaInput id="au-start-price" name="starting" required />
      </div>
      <div>
        <label className="label" htmlFor="au-reserve">
          Reserve price (₦)
        </label>
        <NairaInput id="au-reserve" name="reserve" required />
      </div>
      <div>
        <label className="label" htmlFor="au-increment">
          Minimum increment (₦)
        </label>
        <NairaInput id="au-increment" name="increment" defaultValue="500000" required />
      </div>
      <div>
        <label className="label" htmlFor="au-starts">
          Starts
        </label>
        <input
          id="au-starts"
          name="starts_at"
          type="datetime-local"
          className="input"
          defaultValue={localInput(now + 3_600_000)}
          required
        />
      </div>
      <div>
        <label className="label" htmlFor="au-ends">
          Ends
        </label>
        <input
          id="au-ends"
          name="ends_at"
          type="datetime-local"
          className="input"
          defaultValue={localInput(now + 8 * 86_400_000)}
          required
        />
      </div>
      <div className="sm:col-span-2">
        <label className="label" htmlFor="au-deposit">
          Deposit note
        </label>
        <textarea
          id="au-deposit"
          name="deposit_note"
          className="input min-h-20 py-2"
          placeholder="e.g. 10% deposit within 24 hours of winning; balance within 30 days."
        />
      </div>
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
