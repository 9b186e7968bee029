/**
 * "Save this search" (issue 37, ADR 0406) on /search-results and the listing lists, with the page's current filters.
 * Signed out, the button opens the login first (the page stays, so the filters are kept). The dialog
 * (save-search-form.tsx) loads the first time it opens; closing it gives focus back to the button.
 */
import type { SavedSearch, SavedSearchParams } from "@ile/contract";
import { BellPlus } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";

const SaveSearchForm = lazy(() => import("./save-search-form"));

export function SaveSearchButton({
  params,
  existing,
  label = "Save this search",
  className = "btn-outline self-start",
}: {
  params: SavedSearchParams;
  existing?: SavedSearch;
  label?: string;
  className?: string;
}) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Nothing to save without a word, a place or a filter (the API refuses an empty search).
  if (!existing && !Object.keys(params).length) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup={user ? "dialog" : undefined}
        onClick={() => (user ? setOpen(true) : openLogin())}
      >
        <BellPlus aria-hidden="true" className="size-4" /> {label}
      </button>
      {user && open ? (
        <Suspense fallback={null}>
          <SaveSearchForm params={params} existing={existing} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
