/** An auction as a card: the listing's photo, status, current bid (or opening price), time left, bids, demo label. */
import { type Auction, IMAGE_WIDTHS } from "@ile/contract";
import { Gavel, MapPin } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { formatCount, formatDate, formatKobo, formatPlace } from "@/lib/format";
import { STATUS_CLASSES, STATUS_LABELS } from "../lib/time";

/**
 * The cover's responsive sizes. An auction carries only its cover URL: for a photo stored at every IMAGE_WIDTHS
 * (uploads and seeded photos, see platform/images.ts) the API gives the 640 px WebP, `<key>-640.webp` on this
 * site, whose siblings differ only in the width. Any other URL (an external photo) has no sizes: used as it is.
 */
export function coverSrcSet(cover: string): string | undefined {
  const base = /^(\/(?!\/).+)-640\.webp$/.exec(cover)?.[1];
  return base ? IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(", ") : undefined;
}

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
        : a.status === "cancelled"
          ? "Cancelled"
          : `Ended ${formatDate(a.ends_at)}`;
  return (
    <article className="card flex flex-col overflow-hidden" aria-labelledby={`auction-${a.id}`}>
      <div className="relative aspect-[4/3] bg-brand-50">
        {a.property.cover ? (
          <img
            src={a.property.cover}
            srcSet={coverSrcSet(a.property.cover)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
            width={640}
            height={480}
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
          <MapPin aria-hidden="true" className="size-4" /> {formatPlace(a.property.city, a.property.state)}
        </p>
        <p className="mt-auto pt-2 text-sm text-muted">
          {when} · {formatCount(a.bid_count, "bid")}
        </p>
      </div>
    </article>
  );
}
