/**
 * The fees the owner states and, for a rent, the total to move in: the same rules as /valuation's calculator
 * (`listingMoveIn` in @ile/contract), with fees above the usual 10% flagged as custom; and, for a rent in Lagos
 * State, what the Lagos State Tenancy Law 2011 says about rent in advance, or that it does not apply there
 * (Apapa, Ikeja GRA, Ikoyi, Victoria Island; `tenancyLawNote`, issue 34). Beside the total, the monthly income the
 * rent needs by the site's affordability rule (issue 38).
 */
import {
  AFFORDABILITY_RULE,
  incomeNeededKobo,
  LISTING_FEES,
  type ListingMoneyFields,
  listingMoveIn,
  type Property,
  tenancyLawNote,
} from "@ile/contract";
import { AlertTriangle } from "lucide-react";
import { formatKobo, formatRent } from "@/lib/format";

export function FeesAndMoveIn({
  listing,
}: {
  listing: ListingMoneyFields & {
    price: number;
    address: Pick<Property["address"], "address" | "city" | "state">;
  };
}) {
  const stated = LISTING_FEES.filter(({ key }) => listing[key] !== null);
  const cost = listingMoveIn(listing);
  const law = cost ? tenancyLawNote(listing) : null;
  if (!cost && !stated.length) return null;
  const period = listing.rent_period === "month" ? "1 month" : "12 months";
  const income = incomeNeededKobo(listing.price_kobo, listing.rent_period);
  return (
    <section className="card flex flex-col gap-4 p-5" aria-labelledby="fees-title">
      <h2 id="fees-title" className="text-lg font-semibold">
        {cost ? "Fees and the cost of moving in" : "Fees"}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="listing-fees">
        {cost ? (
          <>
            <dt className="text-muted">Rent ({period} up front)</dt>
            <dd className="text-right">
              {formatKobo(cost.rent)}
              <span className="block text-xs text-muted">
                {formatRent(listing.price, listing.rent_period)}
              </span>
            </dd>
          </>
        ) : null}
        {LISTING_FEES.map(({ key, label }) => (
          <div key={key} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right">{listing[key] === null ? "Not stated" : formatKobo(listing[key])}</dd>
          </div>
        ))}
        {cost ? (
          <>
            <dt className="border-t border-line pt-2 font-semibold">Total to move in</dt>
            <dd className="border-t border-line pt-2 text-right font-semibold" data-testid="move-in-total">
              {formatKobo(cost.total)}
            </dd>
          </>
        ) : null}
        {cost && income !== null ? (
          <>
            <dt className="text-muted">Monthly income needed</dt>
            <dd className="text-right" data-testid="income-needed">
              {formatKobo(income)}
            </dd>
          </>
        ) : null}
      </dl>
      {cost && income !== null ? <p className="text-xs text-muted">{AFFORDABILITY_RULE}</p> : null}
      {cost && stated.length < LISTING_FEES.length ? (
        <p className="text-xs text-muted">Fees the owner has not stated are not in the total.</p>
      ) : null}
      {law ? (
        <p className="text-sm text-muted" data-testid="tenancy-law">
          {law}
        </p>
      ) : null}
      {cost?.warnings.length ? (
        <div
          className="flex flex-col gap-1 rounded-[var(--radius-control)] bg-status-pending/10 p-3 text-sm"
          data-testid="move-in-warnings"
        >
          {cost.warnings.map((w) => (
            <p key={w} className="flex gap-2">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-status-pending" />
              {w}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
