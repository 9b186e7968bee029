/** Previous / next for a paginated list, with "Page x of y". */
export function Pager({
  page,
  lastPage,
  onPage,
  label = "Pages",
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-center gap-3">
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-muted">
        Page {page} of {lastPage}
      </span>
      <button
        type="button"
        className="btn-outline"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
