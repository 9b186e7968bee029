/** An auction as a card: the listing's photo, status, current bid (or opening price), time left, bids, demo label. */
import type { Auction } from "@ile/contract";
import { Gavel, MapPin } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { formatDate, formatKobo } from "@/lib/format";
import { STATUS_CLASSES, STATUS_LABELS } from "../lib/time";

export function AuctionStatusBadge({ status }: { status: Auction["status"] }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold text-white ${STATUS_CLASSES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

export function AuctionCard({ auction: a }: { auction: Auction }) {
  const when =
    a.status === "upcoming"
      ? `Starts ${formatDate(a.starts_at)}`
      : a.status === "live"
        ? `Ends ${formatDate(a.ends_at)}`
        : `Ended ${formatDate(a.ends_at)}`;
  return (
    <article className="card flex flex-col overflow-hidden" aria-labelledby={`auction-${a.id}`}>
      <div className="relative aspect-[4/3] bg-brand-50">
        {a.property.cover ? (
          <img
            src={a.property.cover}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-600">
            <Gavel aria-hidden="true" className="size-10" />
          </div>
        )}
        <span className="absolute left-2 top-2">
          <AuctionStatusBadge status={a.status} />
        </span>
        {a.demo ? (
          <span className="absolute right-2 top-2 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">
            Demo auction
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm text-muted">{a.current_bid_kobo === null ? "Opening bid" : "Highest bid"}</p>
        <p className="text-lg font-semibold text-brand-800">
          {formatKobo(a.current_bid_kobo ?? a.starting_price_kobo)}
        </p>
        <h3 id={`auction-${a.id}`} className="font-semibold">
          <Link to={paths.auction(a.id)} className="hover:underline">
            {a.property.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" /> {a.property.city}, {a.property.state}
        </p>
        <p className="mt-auto pt-2 text-sm text-muted">
          {when} · {a.bid_count} bid{a.bid_count === 1 ? "" : "s"}
        </p>
      </div>
    </article>
  );
}
