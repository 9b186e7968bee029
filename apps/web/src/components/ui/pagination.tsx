/**
 * The one pager of paged lists: Previous, "Page x of y", Next. Either buttons (`onPage`: the page changes in
 * state or in the URL through a handler) or real links (`hrefOf`: open in a new tab, shareable; at either end a
 * visibly disabled label). Nothing is shown when there is only one page.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatNumber } from "@/lib/format";

type Target =
  | { onPage: (page: number) => void; hrefOf?: never }
  | { hrefOf: (page: number) => string; onPage?: never };

export type PaginationProps = Target & {
  page: number;
  lastPage: number;
  /** The navigation landmark's name ("Pages", "Review pages" …). */
  label?: string;
  className?: string;
};

export function Pagination({
  page,
  lastPage,
  label = "Pages",
  className = "mt-6",
  ...target
}: PaginationProps) {
  if (lastPage <= 1) return null;
  const step = (to: number, rel: "prev" | "next", children: ReactNode) => {
    const disabled = rel === "prev" ? page <= 1 : page >= lastPage;
    if (target.hrefOf) {
      if (disabled)
        return (
          <span className="btn-outline cursor-not-allowed opacity-50" aria-disabled="true">
            {children}
          </span>
        );
      return (
        <Link to={target.hrefOf(to)} rel={rel} className="btn-outline">
          {children}
        </Link>
      );
    }
    return (
      <button type="button" className="btn-outline" disabled={disabled} onClick={() => target.onPage(to)}>
        {children}
      </button>
    );
  };
  return (
    <nav aria-label={label} className={`flex items-center justify-center gap-3 ${className}`}>
      {step(
        page - 1,
        "prev",
        <>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </>,
      )}
      <span className="text-sm text-muted" aria-current="page">
        Page {formatNumber(page)} of {formatNumber(lastPage)}
      </span>
      {step(
        page + 1,
        "next",
        <>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </>,
      )}
    </nav>
  );
}
