/**
 * The checks a person passed (issue 22, ADR 0903): identity (KYC), a LASRERA registration and a CAC number, the
 * last two shown only once an admin checked them. `TrustBadges` is the row of chips on profiles and cards;
 * `OwnerChecks` is the block on a listing page saying which checks its owner passed.
 */
import { BADGE_LABELS, type OwnerChecks as Checks } from "@ile/contract";
import { BadgeCheck, ShieldCheck } from "lucide-react";
import { useId } from "react";

const ORDER = ["identity", "lasrera", "cac"] as const;

/** The passed checks as chips; nothing when none passed. `skipIdentity` when the name already has the tick. */
export function TrustBadges({
  checks,
  skipIdentity = false,
  className = "",
}: {
  checks: Checks;
  skipIdentity?: boolean;
  className?: string;
}) {
  const passed = ORDER.filter((k) => checks[k] && !(skipIdentity && k === "identity"));
  if (!passed.length) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Checks passed">
      {passed.map((k) => (
        <li
          key={k}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
        >
          <BadgeCheck aria-hidden="true" className="size-3.5" /> {BADGE_LABELS[k]}
        </li>
      ))}
    </ul>
  );
}

/** A listing page's "Checks passed by the owner": each passed check, or a plain note when there is none. */
export function OwnerChecks({ checks }: { checks: Checks }) {
  const id = useId();
  const passed = ORDER.filter((k) => checks[k]);
  return (
    <section className="card flex flex-col gap-2 p-5" aria-labelledby={id} data-testid="owner-checks">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" /> Checks passed by the owner
      </h2>
      {passed.length ? (
        <ul className="flex flex-col gap-1.5">
          {passed.map((k) => (
            <li key={k} className="flex items-center gap-2 text-sm font-semibold text-brand-800">
              <BadgeCheck aria-hidden="true" className="size-4 text-positive" /> {BADGE_LABELS[k]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          The owner has not passed any of Ile's checks yet (identity, LASRERA or CAC). Never pay before you
          have seen the property and the owner's papers.
        </p>
      )}
      <p className="text-xs text-muted">
        LASRERA and CAC numbers are shown only after our team has checked them against the register.
      </p>
    </section>
  );
}
