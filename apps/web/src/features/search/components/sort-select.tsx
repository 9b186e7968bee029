/**
 * "Sort by" on /search-results (issue 47): relevance (the default), newest, price up, price down. A labelled
 * native select, so keyboards, screen readers and small phones get the platform's own control; the choice is
 * `sort=` in the URL (shareable, kept by the back button), and changing it starts again at page 1.
 */
import { SEARCH_SORTS, type SearchSort, searchSortLabels } from "@ile/contract";
import { useId } from "react";

export function SortSelect({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Sort by
      </label>
      <select
        id={id}
        className="input min-h-11 w-auto"
        value={value}
        onChange={(e) => onChange(e.target.value as SearchSort)}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {searchSortLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
