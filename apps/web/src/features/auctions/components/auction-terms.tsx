/** The auction page's bid history (highest first) and its terms: prices, times, seller, extension rule, deposit. */
import type { AuctionDetail } from "@ile/contract";
import { formatDate, formatKobo } from "@/lib/format";
import { timeOfDay } from "../lib/time";

export function BidHistory({ bids }: { bids: AuctionDetail["bids"] }) {
  return (
    <section className="card p-5" aria-labelledby="history-title">
      <h2 id="history-title" className="mb-3 text-lg font-semibold">
        Bid history
      </h2>
      {bids.length === 0 ? (
        <p className="text-muted">No bids yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line" aria-label="Bids, highest first">
          {bids.map((b, i) => (
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
  );
}

export function AuctionTerms({ a }: { a: AuctionDetail }) {
  return (
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
          Extended from {formatDate(a.scheduled_end_at)} {timeOfDay(a.scheduled_end_at)}: bids in the last 2
          minutes add 2 minutes.
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted">A bid in the last 2 minutes extends the end by 2 minutes.</p>
      )}
      <h3 className="mt-4 font-semibold">Deposit</h3>
      <p className="whitespace-pre-line">{a.deposit_note || "N/A"}</p>
    </section>
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
