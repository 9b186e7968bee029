/**
 * Published notices and news, 4 at a time with "Load more" (SPEC §9 default page size); on /caveat-notices with
 * the page's filters, each notice with its title number and place.
 */
import { NEWS_POST_TYPE_LABELS, type NewsPost } from "@ile/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { paths } from "@/config/paths";
import { formatDate, formatPlace } from "@/lib/format";
import { type NoticeFilters, noticesQuery } from "../api/caveat-notices";

export function NoticesList({
  filters = {},
  exclude,
  empty = "No notices published yet.",
}: {
  filters?: NoticeFilters;
  exclude?: number;
  empty?: string;
}) {
  const list = useInfiniteQuery(noticesQuery(filters));
  const posts = (list.data?.pages.flatMap((p) => p.posts) ?? []).filter((p: NewsPost) => p.id !== exclude);
  return (
    <QueryState
      query={list}
      loading="Loading notices..."
      error={(error) => (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      )}
    >
      {(_data) => (
        <div className="flex flex-col gap-3">
          {posts.length === 0 ? <p>{empty}</p> : null}
          <ul className="grid gap-3 sm:grid-cols-2">
            {posts.map((p) => (
              <li key={p.id} className="card flex flex-col gap-1 p-4">
                <span className="text-xs font-semibold uppercase text-muted">
                  {NEWS_POST_TYPE_LABELS[p.type]}
                  {p.sample ? " · Sample" : ""}
                </span>
                <Link to={paths.notice(p.type, p.slug)} className="font-semibold hover:underline">
                  {p.title}
                </Link>
                {p.title_number || p.address || p.lga || p.state ? (
                  <span className="text-sm">
                    {[p.title_number, formatPlace(p.address, p.lga, p.state)].filter(Boolean).join(" · ")}
                  </span>
                ) : null}
                <span className="text-sm text-muted">{p.excerpt}</span>
                <span className="text-xs text-muted">{formatDate(p.published_at)}</span>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <button
              type="button"
              className="btn-secondary self-center"
              onClick={() => list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              Load more
            </button>
          )}
        </div>
      )}
    </QueryState>
  );
}
