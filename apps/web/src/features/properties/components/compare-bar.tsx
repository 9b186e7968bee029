/**
 * Shown under a list while listings are chosen for comparison: how many, a link to /compare?ids=... and a way
 * to clear the choice. It sits at the bottom of the screen so it stays in reach on a phone.
 */
import { Scale } from "lucide-react";
import { Link } from "react-router";
import { COMPARE_LIMIT, setCompare, useCompare } from "@/components/property-card";
import { paths } from "@/config/paths";

export function compareHref(slugs: string[]) {
  return `${paths.compare}?ids=${slugs.map(encodeURIComponent).join(",")}`;
}

export function CompareBar() {
  const slugs = useCompare();
  if (slugs.length === 0) return null;
  return (
    <section
      aria-label="Compare listings"
      className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-surface px-4 py-3 shadow-[var(--shadow-card)] sm:mx-0 sm:rounded-[var(--radius-card)]"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
          <Scale aria-hidden="true" className="size-4 text-brand-700" />
          {slugs.length} of {COMPARE_LIMIT} chosen to compare
        </p>
        <div className="flex gap-2">
          <button type="button" className="btn-ghost" onClick={() => setCompare([])}>
            Clear
          </button>
          <Link to={compareHref(slugs)} className="btn-primary">
            Compare now
          </Link>
        </div>
      </div>
    </section>
  );
}
