/**
 * Affordability: a monthly income against the median yearly rent of each place in view. A rent is called
 * affordable when a month of it (a twelfth of the yearly rent) is at most a third of the income (a common rule
 * of thumb, stated on the page).
 */
import type { MarketFigure } from "@ile/contract";
import { useId, useState } from "react";
import { formatKobo } from "@/lib/format";

export function Affordability({ places }: { places: MarketFigure[] }) {
  const id = useId();
  const [income, setIncome] = useState("");
  const naira = Number(income.replace(/[^\d.]/g, ""));
  const incomeKobo = Number.isFinite(naira) && naira > 0 ? Math.round(naira * 100) : null;
  const priced = places.filter((p) => p.median_kobo !== null);
  return (
    <section className="card flex flex-col gap-3 p-4" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-base font-semibold">
        Affordability
      </h2>
      <p className="text-sm text-muted">
        A place is affordable here when a month of its median yearly rent is at most a third of the monthly
        income.
      </p>
      <label htmlFor={`${id}-income`} className="label">
        Monthly income (₦)
      </label>
      <input
        id={`${id}-income`}
        className="input max-w-xs"
        inputMode="numeric"
        value={income}
        onChange={(e) => setIncome(e.target.value)}
        placeholder="e.g. 450000"
      />
      {incomeKobo && priced.length ? (
        <ul className="flex flex-col gap-1 text-sm" aria-live="polite">
          {priced.map((p) => {
            const monthly = Math.round((p.median_kobo as number) / 12);
            const share = monthly / incomeKobo;
            return (
              <li key={p.name} className="flex flex-wrap justify-between gap-2 border-t border-line py-1">
                <span className="font-medium">{p.name}</span>
                <span>
                  {formatKobo(monthly)} a month · {Math.round(share * 100)}% of income ·{" "}
                  <strong className={share <= 1 / 3 ? "text-brand-700" : "text-negative"}>
                    {share <= 1 / 3 ? "affordable" : "above a third"}
                  </strong>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
