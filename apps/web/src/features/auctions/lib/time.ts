/** Countdown arithmetic for auctions: the server's clock (from `server_time`) rather than the device's. */
import type { Auction, AuctionStatus } from "@ile/contract";
import { formatTimeOfDay } from "@/lib/format";

/** Milliseconds to add to Date.now() to get the server's time, measured when `serverTime` was received. */
export const skewOf = (serverTime: string, receivedAt = Date.now()) =>
  new Date(serverTime).getTime() - receivedAt;

export function statusAt(a: Pick<Auction, "starts_at" | "ends_at" | "status">, now: number): AuctionStatus {
  if (a.status === "cancelled") return "cancelled";
  if (now < new Date(a.starts_at).getTime()) return "upcoming";
  if (now < new Date(a.ends_at).getTime()) return "live";
  return "ended";
}

/** "2d 03:04:05", "03:04:05" or "04:05". */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  const clock = h || d ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  return d ? `${d}d ${clock}` : clock;
}

/** The time of day a bid was placed, Lagos time (the same on the server's render and in the browser). */
export const timeOfDay = (iso: string) => formatTimeOfDay(iso);

export const STATUS_LABELS: Record<AuctionStatus, string> = {
  upcoming: "Upcoming",
  live: "Live",
  ended: "Ended",
  cancelled: "Cancelled",
};
export const STATUS_CLASSES: Record<AuctionStatus, string> = {
  upcoming: "bg-status-rented",
  live: "bg-status-available",
  ended: "bg-status-unavailable",
  cancelled: "bg-status-unavailable",
};
