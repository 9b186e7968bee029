/**
 * The true cost of moving in (rent only): editable inputs with typical Lagos defaults, the total, and a warning
 * when a fee is above the usual 10% (custom, not law) or the rent in advance above what the Lagos State Tenancy Law
 * 2011 allows (s.4; issue 34). Its inputs follow a new estimate until the person edits them.
 */

import { defaultInputs, type MoveInInputs, moveInCost } from "@ile/contract";
import { AlertTriangle } from "lucide-react";
import { useEffect, useState } from "react";
import { Field } from "@/components/ui/field";
import { formatCurrency } from "@/lib/format";

const INPUTS: Array<{ key: keyof MoveInInputs; label: string; hint?: string; step?: number }> = [
  { key: "yearlyRent", label: "Yearly rent (₦)" },
  { key: "advanceMonths", label: "Months of rent paid up front", hint: "Usually 12." },
  { key: "agencyPercent", label: "Agency fee (% of a year's rent)", step: 0.5 },
  { key: "legalPercent", label: "Legal fee (% of a year's rent)", step: 0.5 },
  { key: "cautionDeposit", label: "Caution deposit (₦)", hint: "Refundable; often a month's rent." },
  { key: "serviceCharge", label: "Service charge for the year (₦)" },
];

export function MoveInCalculator({ yearlyRent }: { yearlyRent: number }) {
  const [inputs, setInputs] = useState<MoveInInputs>(() => defaultInputs(yearlyRent));
  useEffect(() => setInputs(defaultInputs(yearlyRent)), [yearlyRent]);
  const cost = moveInCost(inputs);
  const rows: Array<[string, number]> = [
    [`Rent (${inputs.advanceMonths || 0} months)`, cost.rent],
    ["Agency fee", cost.agencyFee],
    ["Legal fee", cost.legalFee],
    ["Caution deposit", cost.cautionDeposit],
    ["Service charge", cost.serviceCharge],
  ];
  return (
    <section className="card flex flex-col gap-4 p-5" aria-labelledby="move-in-title">
      <div>
        <h2 id="move-in-title" className="text-lg font-semibold">
          The true cost of moving in
        </h2>
        <p className="text-sm text-muted">
          What a new tenant usually pays before getting the keys. Change any figure.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {INPUTS.map(({ key, label, hint, step }) => (
          <Field key={key} label={label} hint={hint}>
            {(p) => (
              <input
                {...p}
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                step={step ?? 1}
                value={Number.isFinite(inputs[key]) ? inputs[key] : ""}
                onChange={(e) =>
                  setInputs((i) => ({ ...i, [key]: e.target.value === "" ? 0 : Number(e.target.value) }))
                }
              />
            )}
          </Field>
        ))}
      </div>
      {cost.warnings.length ? (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-[var(--radius-control)] bg-status-pending/10 p-3 text-sm"
        >
          {cost.warnings.map((w) => (
            <p key={w} className="flex gap-2">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-status-pending" />
              {w}
            </p>
          ))}
        </div>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right">{formatCurrency(amount)}</dd>
          </div>
        ))}
        <dt className="border-t border-line pt-2 font-semibold">Total to move in</dt>
        <dd className="border-t border-line pt-2 text-right font-semibold" data-testid="move-in-total">
          {formatCurrency(cost.total)}
        </dd>
      </dl>
    </section>
  );
}
