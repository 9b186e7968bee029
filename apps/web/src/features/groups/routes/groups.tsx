/** /groups (issue 21): the groups directory, by place and by interest, with a search box. */
import type { Group } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { formatCount } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { groupsQuery } from "../api/groups";
import { CreateGroup } from "../components/create-group";

// Server-rendered (issue 19): the directory as first shown, before any search words.
export const queries: PageQueries = () => [groupsQuery("")];

function GroupCard({ g }: { g: Group }) {
  return (
    <li className="card flex flex-col gap-2 p-4">
      <h3 className="text-lg font-semibold">
        <Link to={paths.group(g.slug)} className="hover:underline">
          {g.name}
        </Link>
      </h3>
      <p className="text-sm text-muted">{g.description}</p>
      <p className="flex items-center gap-1 text-xs text-muted">
        <Users aria-hidden className="size-4" /> {formatCount(g.member_count, "member")} ·{" "}
        {formatCount(g.discussion_count, "discussion")}
        {g.visibility === "private" ? " · Private" : ""}
      </p>
    </li>
  );
}

export function Component() {
  const [query, setQuery] = useState("");
  const groups = useQuery(groupsQuery(query));
  const list = groups.data?.groups ?? [];
  return (
    <>
      <title>Community groups — Ile</title>
      <PageHeader title="Community groups" />
      <div className="container-page flex flex-col gap-6 pb-10">
        <p className="text-muted">
          Talk to neighbours, first-time buyers and landlords about places and property questions.
        </p>
        <CreateGroup />
        <label className="label max-w-md">
          Search groups
          <input className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <QueryState
          query={groups}
          loading="Loading groups..."
          error={(error) => (
            <p role="alert" className="text-red-700">
              {error.message}
            </p>
          )}
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState title="No groups found">
              <p>Try another word.</p>
            </EmptyState>
          }
        >
          {(_data) =>
            (["place", "interest"] as const).map((kind) => {
              const items = list.filter((g) => g.kind === kind);
              if (!items.length) return null;
              return (
                <section key={kind} aria-labelledby={`groups-${kind}`}>
                  <h2 id={`groups-${kind}`} className="mb-3 text-xl font-semibold">
                    {kind === "place" ? "By place" : "By interest"}
                  </h2>
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {items.map((g) => (
                      <GroupCard key={g.id} g={g} />
                    ))}
                  </ul>
                </section>
              );
            })
          }
        </QueryState>
      </div>
    </>
  );
}
