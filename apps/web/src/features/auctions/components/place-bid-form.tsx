/**
 * The bid itself, for a signed-in person (bid-form.tsx loads it, so the public auction page stays zod-free, ADR
 * 0022): a bid in naira, the next minimum when left empty, checked with the contract's `bidInputSchema` on the kobo
 * it sends (`bodySchema`); the server's refusal (too low, not verified) is the form's alert and marks the field.
 */
import { type AuctionDetail, bidInputSchema } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formatKobo } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { applyBid, placeBid } from "../api/auctions";

const NOT_NAIRA = "Enter your bid in naira, e.g. 150000000";

interface BidValues {
  amount: string;
}
/** The body sent: the bid typed in naira (the next minimum when empty) in kobo; not a positive number is NaN. */
const toBody =
  (minKobo: number) =>
  ({ amount }: BidValues) => {
    const naira = Number((amount || String(minKobo / 100)).replace(/[,\s₦]/g, ""));
    return { amount_kobo: Number.isFinite(naira) && naira > 0 ? Math.round(naira * 100) : Number.NaN };
  };
/** Every message of the body (its one field, `amount_kobo`) is the form's `amount`. */
const toAmount = () => "amount";

export default function PlaceBidForm({ a, status }: { a: AuctionDetail; status: "upcoming" | "live" }) {
  const user = useSessionUser();
  const qc = useQueryClient();
  const minKobo = a.next_min_bid_kobo;
  const schema = useMemo(
    () =>
      bodySchema(toBody(minKobo), bidInputSchema, {
        fieldOf: toAmount,
        refine: (body, errors) => {
          if (Number.isNaN(body.amount_kobo)) errors.amount = NOT_NAIRA;
        },
      }),
    [minKobo],
  );
  const form = useSchemaForm(schema, { defaultValues: { amount: "" } });
  const [error, setError] = useState<string | null>(null);
  const bid = useMutation({
    mutationFn: (kobo: number) => placeBid(a.id, kobo),
    onSuccess: (reply) => {
      setError(null);
      form.reset({ amount: "" });
      applyBid(qc, String(a.id), reply.data);
      toast.success(reply.message);
    },
    onError: (err) => {
      setServerErrors(form, err, toAmount);
      setError(errorText(err));
    },
  });
  const isYou = user?.id !== undefined && a.leader?.id === Number(user.id);
  const message = error ?? form.formState.errors.amount?.message ?? null;

  const submit = form.handleSubmit(
    (values) => {
      setError(null);
      bid.mutate(toBody(minKobo)(values).amount_kobo);
    },
    () => setError(null),
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
          placeholder={String(minKobo / 100)}
          {...form.register("amount")}
          aria-describedby="bid-hint"
          aria-invalid={message ? true : undefined}
          disabled={status !== "live"}
        />
        <p id="bid-hint" className="mt-1 text-xs text-muted">
          At least {formatKobo(minKobo)}
        </p>
      </div>
      {isYou ? (
        <p className="flex items-center gap-1 text-sm text-brand-800">
          <BadgeCheck aria-hidden="true" className="size-4" /> You have the highest bid.
        </p>
      ) : null}
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {message && /verified/i.test(message) ? (
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
