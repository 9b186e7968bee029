/**
 * /auction/{id} (issue 4, ADR 0260): the live price, a countdown on the server's clock, the bid form with its
 * errors, and the bid history; updated live by server-sent events. Ended auctions show the winner (when the
 * reserve was met) and no form. A missing auction still renders the page's h1.
 */
import type { AuctionDetail } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Gavel, MapPin, Radio } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { PageMeta } from "@/components/page-meta";
import { FormMessage } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { ApiError, errorText } from "@/lib/api-client";
import { formatDate, formatKobo, formatPlace } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { applyBid, auctionQuery, type LiveState, openAuctionFeed, placeBid } from "../api/auctions";
import { AuctionStatusBadge } from "../components/auction-card";
import { countdown, skewOf, statusAt, timeOfDay } from "../lib/time";

export const queries: PageQueries = ({ params: { id = "" } }) => (/^\d+$/.test(id) ? [auctionQuery(id)] : []);

export function Component() {
  const { id = "" } = useParams();
  const valid = /^\d+$/.test(id);
  const qc = useQueryClient();
  const auction = useQuery({ ...auctionQuery(id), enabled: valid });
  const [live, setLive] = useState<LiveState>("connecting");
  const found = auction.isSuccess;
  useEffect(() => {
    if (!valid || !found) return;
    return openAuctionFeed(qc, id, setLive);
  }, [qc, id, valid, found]);

  if (!valid || auction.isError) {
    const notFound =
      !valid || (auction.error instanceof ApiError && [404, 422].includes(auction.error.status));
    return (
      <EmptyState
        level={1}
        title={notFound ? "This auction does not exist" : "The auction could not be loaded"}
      >
        <title>{notFound ? "Auction not found — Ile" : "Auction could not be loaded — Ile"}</title>
        <p>{notFound ? "It may have been removed by its owner." : (auction.error as Error).message}</p>
        <Link to={paths.auctions} className="btn-primary mt-4 inline-flex">
          See all auctions
        </Link>
      </EmptyState>
    );
  }
  if (auction.isPending)
    return (
      <div className="container-page py-10">
        <title>Auction — Ile</title>
        <h1 className="sr-only">Auction</h1>
        <p role="status">Loading the auction...</p>
      </div>
    );
  return <AuctionView a={auction.data} live={live} />;
}

function useServerNow(serverTime: string) {
  const [skew, setSkew] = useState(() => skewOf(serverTime));
  useEffect(() => setSkew(skewOf(serverTime)), [serverTime]);
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    setNow(Date.now() + skew);
    const timer = setInterval(() => setNow(Date.now() + skew), 1000);
    return () => clearInterval(timer);
  }, [skew]);
  return now;
}

function AuctionView({ a, live }: { a: AuctionDetail; live: LiveState }) {
  const qc = useQueryClient();
  const now = useServerNow(a.server_time);
  const status = statusAt(a, now);
  // When the clock passes the end, fetch the final state (winner) once.
  useEffect(() => {
    if (status === "ended" && a.status !== "ended") {
      const t = setTimeout(
        () => qc.invalidateQueries({ queryKey: auctionQuery(String(a.id)).queryKey }),
        1500,
      );
      return () => clearTimeout(t);
    }
  }, [status, a.status, a.id, qc]);
  const latest = a.bids[0];

  return (
    <article className="container-page flex flex-col gap-6 py-6" aria-labelledby="auction-title">
      <PageMeta
        title={`Auction: ${a.property.title} — Ile`}
        description={`Online auction of ${a.property.title} in ${formatPlace(a.property.city, a.property.state)}, on Ile.`}
        image={a.property.cover}
        type="article"
      />
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <AuctionStatusBadge status={status} />
          {a.demo ? (
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">
              Demo auction (seed data, not a real sale)
            </span>
          ) : null}
          {status === "live" ? (
            <span className="flex items-center gap-1 text-sm text-muted" data-testid="live-state">
              <Radio aria-hidden="true" className="size-4" />
              {live === "live"
                ? "Live updates on"
                : live === "connecting"
                  ? "Connecting..."
                  : "Reconnecting..."}
            </span>
          ) : null}
        </div>
        <h1 id="auction-title" className="text-2xl font-semibold sm:text-3xl">
          {a.property.title}
        </h1>
        <p className="flex flex-wrap items-center gap-1 text-muted">
          <MapPin aria-hidden="true" className="size-4" /> {formatPlace(a.property.city, a.property.state)} ·{" "}
          <Link to={paths.property(a.property.slug)} className="text-brand-700 hover:underline">
            See the listing
          </Link>
        </p>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-6">
          {a.property.cover ? (
            <img
              src={a.property.cover}
              alt={a.property.title}
              className="aspect-[16/9] w-full rounded-[var(--radius-card)] object-cover"
            />
          ) : null}
          <section className="card p-5" aria-labelledby="history-title">
            <h2 id="history-title" className="mb-3 text-lg font-semibold">
              Bid history
            </h2>
            {a.bids.length === 0 ? (
              <p className="text-muted">No bids yet.</p>
            ) : (
              <ol className="flex flex-col divide-y divide-line" aria-label="Bids, highest first">
                {a.bids.map((b, i) => (
                  <li key={b.id} className="flex items-center justify-between gap-3 py-2">
                    <span>
                      <span className="font-semibold">{b.bidder.name}</span>
                      {i === 0 ? <span className="ml-2 text-xs text-brand-700">Highest</span> : null}
                      <span className="block text-xs text-muted">
                        {formatDate(b.created_at)} {timeOfDay(b.created_at)}
                      </span>
                    </span>
                    <span className="font-semibold">{formatKobo(b.amount_kobo)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className="card p-5" aria-labelledby="terms-title">
            <h2 id="terms-title" className="mb-3 text-lg font-semibold">
              Terms
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Fact label="Opening bid" value={formatKobo(a.starting_price_kobo)} />
              <Fact label="Reserve price" value={formatKobo(a.reserve_price_kobo)} />
              <Fact label="Minimum increment" value={formatKobo(a.min_increment_kobo)} />
              <Fact label="Starts" value={`${formatDate(a.starts_at)} ${timeOfDay(a.starts_at)}`} />
              <Fact label="Ends" value={`${formatDate(a.ends_at)} ${timeOfDay(a.ends_at)}`} />
              <Fact label="Seller" value={a.seller.name} />
            </dl>
            {a.ends_at !== a.scheduled_end_at ? (
              <p className="mt-3 text-sm text-muted">
                Extended from {formatDate(a.scheduled_end_at)} {timeOfDay(a.scheduled_end_at)}: bids in the
                last 2 minutes add 2 minutes.
              </p>
            ) : (
              <p className="mt-3 text-sm text-muted">
                A bid in the last 2 minutes extends the end by 2 minutes.
              </p>
            )}
            <h3 className="mt-4 font-semibold">Deposit</h3>
            <p className="whitespace-pre-line">{a.deposit_note || "N/A"}</p>
          </section>
        </div>

        <aside className="flex flex-col gap-4">
          <section className="card flex flex-col gap-3 p-5" aria-labelledby="price-title">
            <h2 id="price-title" className="text-sm font-semibold text-muted">
              {a.current_bid_kobo === null ? "Opening bid" : "Highest bid"}
            </h2>
            <p className="text-3xl font-semibold text-brand-800" data-testid="current-bid">
              {formatKobo(a.current_bid_kobo ?? a.starting_price_kobo)}
            </p>
            <p className="text-sm text-muted">
              <span data-testid="bid-count">
                {a.bid_count} bid{a.bid_count === 1 ? "" : "s"}
              </span>
              {" · "}
              {a.reserve_met ? "Reserve met" : "Reserve not met yet"}
              {a.leader ? ` · leading: ${a.leader.name}` : ""}
            </p>
            <p className="sr-only" aria-live="polite">
              {latest ? `Highest bid ${formatKobo(latest.amount_kobo)} by ${latest.bidder.name}` : ""}
            </p>
            {status === "ended" || status === "cancelled" ? null : (
              <p className="text-lg" data-testid="countdown">
                {status === "upcoming" ? "Starts in " : "Ends in "}
                <span className="font-semibold tabular-nums">
                  {countdown(new Date(status === "upcoming" ? a.starts_at : a.ends_at).getTime() - now)}
                </span>
              </p>
            )}
          </section>
          {status === "cancelled" ? (
            <Cancelled a={a} />
          ) : status === "ended" ? (
            <Result a={a} />
          ) : (
            <BidForm a={a} status={status} />
          )}
        </aside>
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function Cancelled({ a }: { a: AuctionDetail }) {
  return (
    <section className="card flex flex-col gap-2 p-5" aria-labelledby="result-title">
      <h2 id="result-title" className="flex items-center gap-2 text-lg font-semibold">
        <Gavel aria-hidden="true" className="size-5" /> This auction was cancelled
      </h2>
      {a.cancel_reason ? <p data-testid="cancel-reason">Reason: {a.cancel_reason}</p> : null}
      <p className="text-sm text-muted">Bids are no longer accepted.</p>
    </section>
  );
}

function Result({ a }: { a: AuctionDetail }) {
  return (
    <section className="card flex flex-col gap-2 p-5" aria-labelledby="result-title">
      <h2 id="result-title" className="flex items-center gap-2 text-lg font-semibold">
        <Gavel aria-hidden="true" className="size-5" /> This auction has ended
      </h2>
      {a.winner ? (
        <p>
          Won by <span className="font-semibold">{a.winner.name}</span> at{" "}
          <span className="font-semibold">{formatKobo(a.current_bid_kobo)}</span>.
        </p>
      ) : a.bid_count > 0 ? (
        <p>The reserve price was not met, so there is no winner.</p>
      ) : (
        <p>It closed without bids.</p>
      )}
      <p className="text-sm text-muted">Bids are no longer accepted.</p>
    </section>
  );
}

function BidForm({ a, status }: { a: AuctionDetail; status: "upcoming" | "live" }) {
  const user = useSessionUser();
  const qc = useQueryClient();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const bid = useMutation({
    mutationFn: (kobo: number) => placeBid(a.id, kobo),
    onSuccess: (reply) => {
      setError(null);
      setValue("");
      applyBid(qc, String(a.id), reply.data);
      toast.success(reply.message);
    },
    onError: (err) => setError(errorText(err)),
  });
  const isYou = user?.id !== undefined && a.leader?.id === Number(user.id);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const naira = Number((value || String(a.next_min_bid_kobo / 100)).replace(/[,\s₦]/g, ""));
    if (!Number.isFinite(naira) || naira <= 0) {
      setError("Enter your bid in naira, e.g. 150000000");
      return;
    }
    bid.mutate(Math.round(naira * 100));
  }

  if (!user)
    return (
      <section className="card flex flex-col gap-3 p-5" aria-label="Bid">
        <p>Log in with a verified account to bid.</p>
        <button type="button" className="btn-primary" onClick={() => openLogin(paths.auction(a.id))}>
          Log in to bid
        </button>
      </section>
    );
  return (
    <form onSubmit={submit} className="card flex flex-col gap-3 p-5" aria-label="Place a bid" noValidate>
      <div>
        <label className="label" htmlFor="bid-amount">
          Your bid (₦)
        </label>
        <input
          id="bid-amount"
          className="input"
          inputMode="decimal"
          value={value}
          placeholder={String(a.next_min_bid_kobo / 100)}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby="bid-hint"
          aria-invalid={error ? true : undefined}
          disabled={status !== "live"}
        />
        <p id="bid-hint" className="mt-1 text-xs text-muted">
          At least {formatKobo(a.next_min_bid_kobo)}
        </p>
      </div>
      {isYou ? (
        <p className="flex items-center gap-1 text-sm text-brand-800">
          <BadgeCheck aria-hidden="true" className="size-4" /> You have the highest bid.
        </p>
      ) : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {error && /verified/i.test(error) ? (
        <Link to={`${paths.dashboard}/verification`} className="text-sm text-brand-700 underline">
          Get verified
        </Link>
      ) : null}
      <button type="submit" className="btn-primary" disabled={status !== "live" || bid.isPending}>
        {status === "upcoming"
          ? "Bidding opens at the start"
          : bid.isPending
            ? "Placing bid..."
            : "Place bid"}
      </button>
    </form>
  );
}
