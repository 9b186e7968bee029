/**
 * /groups/{slug} (issue 21): the group, its discussions (pinned first, "Load more" by cursor) with their replies,
 * a composer for members, a join button for others, reactions, and moderation for the group's moderators.
 * Everything shown is plain text rendered by React (escaped).
 */
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { useAskAgainOnce } from "@/lib/ask-again";
import { formatCount } from "@/lib/format";
import { messageOf } from "@/lib/http";
import type { PageQueries } from "@/lib/page-queries";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { discussionsQuery, groupQuery, joinGroup, leaveGroup } from "../api/groups";
import { Composer } from "../components/composer";
import { DiscussionCard } from "../components/discussion-card";
import { JoinRequests } from "../components/join-requests";

// Server-rendered (issue 19): the group (the page's subject) and the first page of its discussions.
export const queries: PageQueries = ({ params: { slug = "" } }) =>
  slug ? [groupQuery(slug), discussionsQuery(slug)] : [];

function useRefresh(slug: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ["groups", "one", slug] }),
      qc.invalidateQueries({ queryKey: ["groups", "discussions", slug] }),
    ]);
}

export function Component() {
  const { slug = "" } = useParams();
  const location = useLocation();
  const user = useSessionUser();
  const group = useQuery(groupQuery(slug));
  const discussions = useInfiniteQuery({ ...discussionsQuery(slug), enabled: group.isSuccess });
  const refresh = useRefresh(slug);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A private group's page comes from the server with its discussions refused: once the group, fetched again with
  // the session, says the visitor is a member, they are asked for again (issue 34, ADR 0800).
  const member = group.data?.membership?.status === "active";
  useAskAgainOnce(discussions, member && discussions.isError, slug);

  if (group.isError)
    return (
      <EmptyState level={1} title="This group is not available">
        <title>Group not available — Ile</title>
        <p role="alert">{group.error.message}</p>
        <Link to={paths.groups} className="btn-primary mt-4 inline-flex">
          See all groups
        </Link>
      </EmptyState>
    );
  if (group.isPending)
    return (
      <div className="container-page py-10">
        <title>Group — Ile</title>
        <h1 className="sr-only">Group</h1>
        <p role="status">Loading the group...</p>
      </div>
    );
  const g = group.data;
  const act = (fn: () => Promise<{ message: string }>) => async () => {
    if (!user) return openLogin(location.pathname);
    setError(null);
    try {
      setMessage((await fn()).message);
      await refresh();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const items = discussions.data?.pages.flatMap((p) => p.discussions) ?? [];
  return (
    <div className="container-page flex flex-col gap-6 py-6">
      <title>{`${g.name} — Groups — Ile`}</title>
      <header className="flex flex-col gap-2">
        <Link to={paths.groups} className="text-sm text-muted hover:underline">
          All groups
        </Link>
        <h1 className="text-2xl font-bold">{g.name}</h1>
        <p className="text-muted">{g.description}</p>
        <p className="text-sm text-muted">
          {formatCount(g.member_count, "member")} ·{" "}
          {g.visibility === "private" ? "Private group" : "Public group"}
          {g.city || g.state ? ` · ${[g.city, g.state].filter(Boolean).join(", ")}` : ""}
        </p>
        <div className="flex gap-2">
          {!g.membership && (
            <button type="button" className="btn-primary" onClick={act(() => joinGroup(slug))}>
              Join group
            </button>
          )}
          {g.membership?.status === "pending" && (
            <p role="status">Your request to join is waiting for a moderator.</p>
          )}
          {g.membership && g.membership.role !== "owner" && (
            <button type="button" className="btn-secondary" onClick={act(() => leaveGroup(slug))}>
              Leave group
            </button>
          )}
        </div>
        {message && <p role="status">{message}</p>}
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
      </header>
      {g.can_moderate && g.visibility === "private" && (
        <JoinRequests slug={slug} onChange={() => void refresh()} />
      )}
      {member && <Composer slug={slug} onPosted={() => void refresh()} />}
      <section aria-labelledby="discussions-title" className="flex flex-col gap-4">
        <h2 id="discussions-title" className="text-xl font-semibold">
          Discussions
        </h2>
        <QueryState
          query={discussions}
          loading="Loading discussions..."
          error={(error) => (
            <p role="alert" className="text-red-700">
              {error.message}
            </p>
          )}
          isEmpty={() => items.length === 0}
          empty={<p>No discussions yet.{member ? " Start the first one." : ""}</p>}
        >
          {(_data) => (
            <ul className="flex flex-col gap-4">
              {items.map((d) => (
                <DiscussionCard key={d.id} d={d} group={g} onChange={() => void refresh()} />
              ))}
            </ul>
          )}
        </QueryState>
        {discussions.hasNextPage && (
          <button
            type="button"
            className="btn-secondary self-center"
            onClick={() => discussions.fetchNextPage()}
            disabled={discussions.isFetchingNextPage}
          >
            Load more
          </button>
        )}
      </section>
    </div>
  );
}
