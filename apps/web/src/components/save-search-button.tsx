/**
 * "Save this search" (issue 37, ADR 0406) on /search-results and the listing lists, with the page's current filters
 * (and "Edit" on the dashboard's saved searches). Signed out, the button opens the login first (the page stays, so
 * the filters are kept). The dialog (save-search-form.tsx) loads the first time it opens; closing it gives focus
 * back to the button.
 */
import type { SavedSearch, SavedSearchParams } from "@ile/contract";
import { BellPlus } from "lucide-react";
import { lazy } from "react";
import { SignedInDialogButton } from "./signed-in-dialog-button";

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
  // Nothing to save without a word, a place or a filter (the API refuses an empty search).
  if (!existing && !Object.keys(params).length) return null;
  return (
    <SignedInDialogButton
      className={className}
      dialog={(close) => <SaveSearchForm params={params} existing={existing} onClose={close} />}
    >
      <BellPlus aria-hidden="true" className="size-4" /> {label}
    </SignedInDialogButton>
  );
}
