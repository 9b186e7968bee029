/**
 * Admin → Auctions (issue 23): live, upcoming and cancelled auctions, and cancelling one with a reason (the
 * server refuses further bids, tells the seller and every bidder, and writes the audit log).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { StatusTabs } from "@/components/ui/status-tabs";
import { paths } from "@/config/paths";
import { formatCount, formatDate, formatKobo, formatPlace } from "@/lib/format";
import { toast } from "@/lib/toast";
import { adminAuctionsQuery, adminKeys, cancelAuction } from "../api/admin";

const TABS = [
  ["live", "Live"],
  ["upcoming", "Upcoming"],
  ["cancelled", "Cancelled"],
] as const;
type Tab = (typeof TABS)[number][0];

export default function AuctionsAdmin() {
  const [params, setParams] = useSearchParams();
  const status = (TABS.find(([t]) => t === params.get("status"))?.[0] ?? "live") as Tab;
  const page = Number(params.get("page") ?? 1) || 1;
  const list = useQuery(adminAuctionsQuery(status, page));
  const qc = useQueryClient();

  return (
    <section className="flex flex-col gap-5" aria-labelledby="auctions-heading">
      <h2 id="auctions-heading" tabIndex={-1} className="text-xl font-semibold">
        Auctions
      </h2>
      <StatusTabs
        label="Auction status"
        options={TABS}
        value={status}
        onChange={(t) => setParams(new URLSearchParams({ status: t }))}
      />
      <QueryState
        query={list}
        loading="Loading auctions..."
        empty={
          <EmptyState title={`No ${status} auctions`}>
            Auctions appear here as sellers schedule them.
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {formatCount(data.meta.total, "auction")}
            </p>
            <ul className="flex flex-col gap-3">
              {data.data.map((a) => (
                <li
                  key={a.id}
                  className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <Link to={paths.auction(a.id)} className="font-medium text-brand-700 hover:underline">
                      {a.property.title}
                    </Link>
                    <p className="text-sm text-muted">
                      {formatPlace(a.property.city, a.property.state)} · seller {a.seller.name} ·{" "}
                      {formatCount(a.bid_count, "bid")}
                      {a.current_bid_kobo !== null ? ` · highest ${formatKobo(a.current_bid_kobo)}` : ""} ·
                      ends {formatDate(a.ends_at)}
                    </p>
                    {a.cancel_reason ? <p className="text-sm">Cancelled: {a.cancel_reason}</p> : null}
                  </div>
                  {status === "cancelled" ? null : (
                    <ReasonDialog
                      trigger="Cancel auction"
                      triggerLabel={`Cancel the auction of ${a.property.title}`}
                      title="Cancel this auction?"
                      description={`${a.property.title}: bids stop at once, and the seller and every bidder are told why.`}
                      confirm="Cancel auction"
                      onConfirm={async (reason) => {
                        const r = await cancelAuction(a.id, reason);
                        toast.success(r.message ?? "Auction cancelled");
                        await qc.invalidateQueries({ queryKey: adminKeys.auctions });
                        await qc.invalidateQueries({ queryKey: adminKeys.audit });
                      }}
                    />
                  )}
                </li>
              ))}
            </ul>
            <Pagination
              page={data.meta.current_page}
              lastPage={data.meta.last_page}
              onPage={(p) => setParams(new URLSearchParams({ status, page: String(p) }))}
              label="Auction pages"
              className=""
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
