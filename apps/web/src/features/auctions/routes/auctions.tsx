/** /auction (issue 4, ADR 0260): auctions, live first; a status filter and the page live in the URL. */
import { AUCTION_STATUSES } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { QueryState } from "@/components/query-state";
import { EmptyState, PageHeader } from "@/components/ui/page";
import type { PageQueries } from "@/lib/page-queries";
import { auctionsQuery } from "../api/auctions";
import { AuctionCard } from "../components/auction-card";
import { STATUS_LABELS } from "../lib/time";

/** The API's filters from the page's URL. */
function listParams(search: URLSearchParams): Record<string, string> {
  const status = search.get("status") ?? "";
  const params: Record<string, string> = { page: String(Number(search.get("page") ?? 1) || 1) };
  if (status) params.status = status;
  return params;
}

export const queries: PageQueries = ({ url }) => [auctionsQuery(listParams(url.searchParams))];

export function Component() {
  const [search, setSearch] = useSearchParams();
  const status = search.get("status") ?? "";
  const page = Number(search.get("page") ?? 1) || 1;
  const list = useQuery(auctionsQuery(listParams(search)));
  const go = (next: Record<string, string>) => setSearch(new URLSearchParams(next));

  return (
    <>
      <PageMeta
        title="Property auctions — Ile"
        description="Bid on Nigerian property in timed online auctions, with live bids and reserve prices."
      />
      <PageHeader
        title="Property auctions"
        lead="Bid on properties in live, transparent auctions. Verified users bid; every bid is shown as it happens."
      />
      <section className="container-page py-6" aria-label="Auctions">
        <nav aria-label="Auction status" className="mb-4 flex flex-wrap gap-2">
          {["", ...AUCTION_STATUSES].map((s) => (
            <button
              key={s || "all"}
              type="button"
              aria-pressed={status === s}
              className={status === s ? "btn-primary" : "btn-outline"}
              onClick={() => go(s ? { status: s } : {})}
            >
              {s ? STATUS_LABELS[s as keyof typeof STATUS_LABELS] : "All"}
            </button>
          ))}
        </nav>
        <QueryState
          query={list}
          loading="Loading auctions..."
          skeleton="cards"
          error={(error) => (
            <p role="alert" className="text-negative">
              {error.message}
            </p>
          )}
          empty={
            <EmptyState title={status ? `No ${status} auctions` : "No auctions are running"}>
              <p>Auctions appear here when owners schedule them.</p>
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.data.map((a) => (
                  <AuctionCard key={a.id} auction={a} />
                ))}
              </div>
              {data.meta.last_page > 1 ? (
                <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3">
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={page <= 1}
                    onClick={() => go({ ...(status ? { status } : {}), page: String(page - 1) })}
                  >
                    Previous
                  </button>
                  <span className="text-sm text-muted">
                    Page {page} of {data.meta.last_page}
                  </span>
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={page >= data.meta.last_page}
                    onClick={() => go({ ...(status ? { status } : {}), page: String(page + 1) })}
                  >
                    Next
                  </button>
                </nav>
              ) : null}
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
