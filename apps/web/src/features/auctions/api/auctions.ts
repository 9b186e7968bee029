/**
 * The auction calls (ADR 0260; types from @ile/contract) with their React Query options, and the live feed: an
 * EventSource on GET /api/auctions/{id}/events whose `snapshot` and `bid` events are written into the query
 * cache, so every view of the auction updates at once.
 */
import type {
  Auction,
  AuctionBidEvent,
  AuctionDetail,
  AuctionInput,
  AuctionListReply,
  BidReply,
} from "@ile/contract";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { env } from "@/config/env";
import { api } from "@/lib/api-client";

export const auctionsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ["auctions", "list", params],
    queryFn: ({ signal }) => api.get<AuctionListReply>("/auctions", { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const auctionQuery = (id: string) =>
  queryOptions({
    queryKey: ["auctions", "one", id],
    queryFn: ({ signal }) =>
      api.get<{ data: AuctionDetail }>(`/auctions/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
    retry: false,
  });

export const placeBid = (id: number, amountKobo: number) =>
  api.post<BidReply>(`/auctions/${id}/bids`, { amount_kobo: amountKobo });

/** Merges an accepted bid into the cached auction (ignoring events older than what is shown). */
export function applyBid(
  qc: QueryClient,
  id: string,
  event: { auction: Auction; bid: AuctionBidEvent["bid"] },
) {
  qc.setQueryData<AuctionDetail>(auctionQuery(id).queryKey, (prev) => {
    if (!prev) return prev;
    if (event.auction.bid_count < prev.bid_count) return prev;
    const bids = [event.bid, ...prev.bids.filter((b) => b.id !== event.bid.id)]
      .sort((a, b) => b.amount_kobo - a.amount_kobo)
      .slice(0, 50);
    return { ...prev, ...event.auction, bids };
  });
}

export type LiveState = "connecting" | "live" | "reconnecting";

/** Opens the live feed of one auction; returns the function that closes it. */
export function openAuctionFeed(
  qc: QueryClient,
  id: string,
  onState: (state: LiveState) => void,
): () => void {
  const source = new EventSource(`${env.apiBase}/auctions/${encodeURIComponent(id)}/events`);
  source.addEventListener("open", () => onState("live"));
  source.addEventListener("error", () => onState("reconnecting"));
  source.addEventListener("snapshot", (e) => {
    const data = JSON.parse((e as MessageEvent<string>).data) as AuctionDetail;
    qc.setQueryData(auctionQuery(id).queryKey, data);
    onState("live");
  });
  source.addEventListener("bid", (e) => {
    applyBid(qc, id, JSON.parse((e as MessageEvent<string>).data) as AuctionBidEvent);
  });
  source.addEventListener("cancelled", () => {
    void qc.invalidateQueries({ queryKey: auctionQuery(id).queryKey });
  });
  return () => source.close();
}

export const myAuctionsQuery = (page: number) =>
  queryOptions({
    queryKey: ["auctions", "mine", page],
    queryFn: ({ signal }) =>
      api.get<AuctionListReply>("/auctions/mine", { query: { page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** My listings that can be auctioned (the listings API's /properties/mine, for sale, available). */
export const auctionableListingsQuery = queryOptions({
  queryKey: ["auctions", "my-listings"],
  queryFn: ({ signal }) =>
    api.get<{ data: Array<{ id: number; title: string; price_kobo: number; address: { city: string } }> }>(
      "/properties/mine",
      { query: { listing_type: "sale", status: "available", limit: 100 }, signal },
    ),
});

export const scheduleAuction = (input: AuctionInput) =>
  api.post<{ message?: string; data: AuctionDetail }>("/auctions", input);
export const removeAuction = (id: number) => api.delete<{ message: string }>(`/auctions/${id}`);
