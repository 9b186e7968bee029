/**
 * /auction/{id} (issue 4, ADR 0260): the live price, a countdown on the server's clock, the bid form with its
 * errors, and the bid history; updated live by server-sent events. Ended auctions show the winner (when the
 * reserve was met) and no form. A missing auction still renders the page's h1.
 */
import type { AuctionDetail } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MapPin, Radio } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatKobo, formatPlace } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { auctionQuery, type LiveState, openAuctionFeed } from "../api/auctions";
import { AuctionStatusBadge } from "../components/auction-card";
import { Cancelled, Result } from "../components/auction-outcome";
import { AuctionTerms, BidHistory } from "../components/auction-terms";
import { BidForm } from "../components/bid-form";
import { countdown, skewOf, statusAt } from "../lib/time";

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
        <p>{notFound ? "It may have been removed by its owner." : auction.error?.message}</p>
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
          <BidHistory bids={a.bids} />
          <AuctionTerms a={a} />
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
