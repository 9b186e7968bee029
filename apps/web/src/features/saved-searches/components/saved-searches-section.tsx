/**
 * Dashboard → Saved searches (issue 37, ADR 0406): the account's saved searches, each with what it looks for, how
 * often and how it tells, and buttons to pause or resume, edit (the same dialog as "Save this search") and delete.
 */
import { type SavedSearch, savedSearchChannelLabels } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { SaveSearchButton } from "@/components/save-search-button";
import { FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/http";
import {
  deleteSavedSearch,
  describeSavedParams,
  savedSearchesQuery,
  updateSavedSearch,
} from "@/lib/saved-searches";

const FREQUENCY = { instant: "Instant alerts", daily: "Daily digest" } as const;

function resultsLink(s: SavedSearch): string {
  const { category, ...rest } = s.params;
  const q = new URLSearchParams(Object.entries(rest).filter((e): e is [string, string] => Boolean(e[1])));
  if (category) q.set("query", [rest.query, category].filter(Boolean).join(" "));
  return `${paths.searchResults}?${q}`;
}

export default function SavedSearchesSection() {
  const queryClient = useQueryClient();
  const list = useQuery(savedSearchesQuery());
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const done = (text: string) => {
    setNotice({ kind: "success", text });
    return queryClient.invalidateQueries({ queryKey: ["saved-searches"] });
  };
  const onError = (err: unknown) => setNotice({ kind: "error", text: errorText(err) });
  const pause = useMutation({
    mutationFn: (s: SavedSearch) => updateSavedSearch(s.id, { paused: !s.paused }),
    onSuccess: (r) => done(r.data.paused ? `Paused “${r.data.name}”` : `Resumed “${r.data.name}”`),
    onError,
  });
  const remove = useMutation({
    mutationFn: (s: SavedSearch) => deleteSavedSearch(s.id),
    onSuccess: (r) => done(r.message ?? "Saved search deleted"),
    onError,
  });

  return (
    <section aria-labelledby="saved-searches-title" className="flex flex-col gap-4">
      <h2 id="saved-searches-title" className="text-xl font-semibold">
        Saved searches
      </h2>
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      <QueryState
        query={list}
        loading="Loading your saved searches..."
        error={(error) => <FormMessage kind="error">{errorText(error)}</FormMessage>}
        empty={
          <div className="card flex flex-col items-start gap-2 p-6">
            <BellRing aria-hidden="true" className="size-8 text-brand-600" />
            <p className="font-semibold">No saved searches yet</p>
            <p className="text-muted">
              Search or filter listings, then press "Save this search" to be told when a matching listing
              appears.
            </p>
            <Link to={paths.properties} className="btn-primary mt-2">
              Browse listings
            </Link>
          </div>
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.data.map((s) => (
              <li key={s.id} className="card flex flex-col gap-2 p-4" aria-label={s.name}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={resultsLink(s)} className="font-semibold text-brand-700 hover:underline">
                    {s.name}
                  </Link>
                  {s.paused ? <span className="text-sm text-muted">Paused</span> : null}
                </div>
                <p className="text-sm text-muted">{describeSavedParams(s.params)}</p>
                <p className="text-sm">
                  {FREQUENCY[s.frequency]} by{" "}
                  {s.channels.map((c) => savedSearchChannelLabels[c].short).join(" and ")}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={pause.isPending}
                    onClick={() => pause.mutate(s)}
                  >
                    {s.paused ? "Resume" : "Pause"}
                    <span className="sr-only"> {s.name}</span>
                  </button>
                  <SaveSearchButton params={s.params} existing={s} label="Edit" className="btn-outline" />
                  <button
                    type="button"
                    className="btn-ghost text-negative"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Delete the saved search “${s.name}”?`)) remove.mutate(s);
                    }}
                  >
                    Delete<span className="sr-only"> {s.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
