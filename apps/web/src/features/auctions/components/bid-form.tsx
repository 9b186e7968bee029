/** The auction page's bid form: log in first, then a bid in naira (the next minimum by default), its errors announced. */
import type { AuctionDetail } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { formatKobo } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { applyBid, placeBid } from "../api/auctions";

export function BidForm({ a, status }: { a: AuctionDetail; status: "upcoming" | "live" }) {
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
