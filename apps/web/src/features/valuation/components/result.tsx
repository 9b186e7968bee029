/** The result of /valuation: the rounded estimate and its 80% range, the place that answered, comparables, accuracy. */
import { Link } from "react-router";
import { formatNumber, formatRent } from "@/lib/format";
import type { Accuracy, Valuation } from "../api/valuation";

const LEVEL_TEXT: Record<Valuation["basis"], string> = {
  area: "listings in this neighbourhood",
  town: "listings in this town",
  lga: "listings in this local government area (we do not know the town by that name)",
  state: "listings across the state (we do not know the town)",
};

export function Result({ valuation: v }: { valuation: Valuation }) {
  // The one naira format (ADR 0002, issue 38); the rounding shows in the figures, not in dropped kobo.
  const price = (n: number) => formatRent(n, v.period);
  const span = v.high - v.low || 1;
  const at = Math.min(100, Math.max(0, ((v.estimate - v.low) / span) * 100));
  return (
    <>
      <section className="card flex flex-col gap-4 p-6" aria-labelledby="estimate-title">
        <h2 id="estimate-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {v.period ? "Estimated yearly rent" : "Estimated sale price"}
        </h2>
        <p className="text-3xl font-semibold text-brand-800" data-testid="estimate">
          {price(v.estimate)}
        </p>
        <div>
          <p className="mb-2 text-sm text-muted">
            80% range: {price(v.low)} to {price(v.high)}
          </p>
          <div
            className="relative h-3 rounded-full bg-brand-100"
            role="img"
            aria-label={`Range from ${price(v.low)} to ${price(v.high)}, estimate ${price(v.estimate)}`}
          >
            <span
              className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-brand-700"
              style={{ left: `${at}%` }}
            />
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted">
            <span>{price(v.low)}</span>
            <span>{price(v.high)}</span>
          </div>
        </div>
        <p className="text-sm text-muted">
          An estimate, rounded to {v.rounded_to_significant_figures} significant figures: read the range, not
          the single number.
        </p>
        {v.area_match ? (
          <p className="text-sm" data-testid="area-match">
            We read “{v.area_match.typed}” as <strong>{v.area_match.used}</strong>.
          </p>
        ) : null}
        <p className="text-sm" data-testid="basis">
          Based on {LEVEL_TEXT[v.basis]}: <strong>{v.basis_place}</strong> ({formatNumber(v.basis_listings)}{" "}
          listings).
        </p>
      </section>
      <section aria-labelledby="comparables-title">
        <h2 id="comparables-title" className="mb-3 text-lg font-semibold">
          Similar listings
        </h2>
        {v.comparables.length === 0 ? (
          <p className="text-muted">No similar listings to show.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {v.comparables.map((c) => (
              <li key={c.id} className="card p-4">
                <p className="font-semibold">{formatRent(c.price, v.period)}</p>
                <p>{c.title}</p>
                <p className="text-sm text-muted">{[c.area, c.town].filter(Boolean).join(", ")}</p>
                {c.link ? (
                  <Link to={c.link} className="text-sm font-semibold text-brand-700 hover:underline">
                    View on Ile
                  </Link>
                ) : (
                  <p className="text-xs text-muted">From public listing data</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;

export function AccuracyNote({ purpose, accuracy }: { purpose: "sale" | "rent"; accuracy: Accuracy | null }) {
  return (
    <section className="card p-5" aria-labelledby="accuracy-title">
      <h2 id="accuracy-title" className="mb-2 text-lg font-semibold">
        How accurate is this?
      </h2>
      {accuracy ? (
        <p>
          Tested on {formatNumber(accuracy.rows)} {purpose === "rent" ? "Lagos rent" : "sale"} listings the
          model had not seen ({accuracy.folds}-fold cross-validation), a typical estimate is off by{" "}
          {pct(accuracy.medianApe)} (half are closer, half further); {pct(accuracy.within20)} land within 20%
          of the real price, and the 80% range held the real price {pct(accuracy.coverage)} of the time. The
          simple rule "median of the same town and bedrooms" is off by {pct(accuracy.baselineMedianApe)}.
          {accuracy.typed ? (
            <>
              {" "}
              With the neighbourhood typed the way the listing wrote it (as you would type it here), a typical
              estimate is off by {pct(accuracy.typed.medianApe)} and {pct(accuracy.typed.within20)} land
              within 20%.
            </>
          ) : null}{" "}
          Listings are asking prices, and similar-looking homes differ a lot, so treat the range, not the
          single number, as the answer.
        </p>
      ) : (
        <p className="text-muted">The accuracy figures are being measured.</p>
      )}
    </section>
  );
}
