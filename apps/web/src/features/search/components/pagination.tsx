import type { PaginationMeta } from "@ile/contract";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** Previous / next with the page position; buttons so the page keeps its filters in the URL. */
export function Pagination({
  pagination,
  onPage,
  label,
}: {
  pagination: PaginationMeta;
  onPage: (page: number) => void;
  label: string;
}) {
  const { current_page: page, last_page: last } = pagination;
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-3">
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      <span className="text-sm text-muted" aria-current="page">
        Page {page} of {last}
      </span>
      <button type="button" className="btn-outline" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
