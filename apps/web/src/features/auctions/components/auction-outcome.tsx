/** The auction page's panel once bidding is over: cancelled (with the reason), or ended (winner, or why none). */
import type { AuctionDetail } from "@ile/contract";
import { Gavel } from "lucide-react";
import { formatKobo } from "@/lib/format";

export function Cancelled({ a }: { a: AuctionDetail }) {
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

export function Result({ a }: { a: AuctionDetail }) {
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
