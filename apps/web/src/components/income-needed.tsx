import { incomeNeededKobo } from "@ile/contract";
import { formatKobo } from "@/lib/format";

/**
 * The monthly income a rent needs (rent at most a third of income; issue 38) on a card: yearly and monthly rents,
 * nothing for a night or a sale.
 */
export function IncomeNeeded({
  priceKobo,
  rentPeriod,
  className,
}: {
  priceKobo: number;
  rentPeriod: string | null;
  className?: string;
}) {
  const income = incomeNeededKobo(priceKobo, rentPeriod);
  if (income === null) return null;
  return (
    <span className={className} data-testid="card-income-needed">
      Income needed: <span className="font-semibold text-ink">{formatKobo(income)}</span>/month
    </span>
  );
}
