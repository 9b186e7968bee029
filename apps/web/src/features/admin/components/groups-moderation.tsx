/**
 * Admin → Editorial → Groups (issue 23: groups moderation): every group with its size and visibility; admins
 * moderate on the group's own page (pin, lock, remove with a reason; a private group's join requests).
 */
import type { Group } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { groupsApi } from "@/lib/clients/groups";
import { formatCount } from "@/lib/format";

export function GroupsModeration() {
  const list = useQuery({
    queryKey: ["editorial", "groups"],
    queryFn: () => groupsApi.getAllGroups<{ groups: Group[] }>({ limit: 100 }),
  });
  return (
    <QueryState
      query={list}
      loading="Loading groups..."
      isEmpty={(data) => data.groups.length === 0}
      empty={<EmptyState title="No groups yet">Groups appear here once created.</EmptyState>}
    >
      {(data) => (
        <ul className="flex flex-col gap-2">
          {data.groups.map((g) => (
            <li key={g.id} className="card flex flex-wrap items-center gap-3 p-3">
              <span className="font-medium">{g.name}</span>
              <span className="text-sm text-muted">
                {g.visibility === "private" ? "Private" : "Public"} · {formatCount(g.member_count, "member")}{" "}
                · {formatCount(g.discussion_count, "discussion")}
              </span>
              <Link
                to={paths.group(g.slug)}
                className="btn-outline ml-auto min-h-11"
                aria-label={`Moderate ${g.name}`}
              >
                Moderate
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
