/**
 * The auction page's bid form: log in first, then a bid in naira (the next minimum by default), its errors announced.
 * The form itself (place-bid-form.tsx, on the form kit) loads once someone is signed in, so the public page
 * stays zod-free (ADR 0022).
 */
import type { AuctionDetail } from "@ile/contract";
import { lazy, Suspense } from "react";
import { paths } from "@/config/paths";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";

const PlaceBidForm = lazy(() => import("./place-bid-form"));

export function BidForm({ a, status }: { a: AuctionDetail; status: "upcoming" | "live" }) {
  const user = useSessionUser();
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
    <Suspense fallback={null}>
      <PlaceBidForm a={a} status={status} />
    </Suspense>
  );
}
