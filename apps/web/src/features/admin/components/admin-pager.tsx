/** Previous / next through an admin list, with where you are ("Page 2 of 7"). */
export function AdminPager({
  meta,
  onPage,
  label,
}: {
  meta: { current_page: number; last_page: number };
  onPage: (page: number) => void;
  label: string;
}) {
  if (meta.last_page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className="btn-outline"
        disabled={meta.current_page <= 1}
        onClick={() => onPage(meta.current_page - 1)}
      >
        Previous
      </button>
      <span className="text-sm text-muted">
        Page {meta.current_page} of {meta.last_page}
      </span>
      <button
        type="button"
        className="btn-outline"
        disabled={meta.current_page >= meta.last_page}
        onClick={() => onPage(meta.current_page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
