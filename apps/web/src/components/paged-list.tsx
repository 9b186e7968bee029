/**
 * A paged list of a query (the shape of every paged reply: `data` and `meta.last_page`): its loading skeleton,
 * error and empty state (QueryState), an optional line above the list (`before`, e.g. a count), the items as a
 * `<ul>` (each from `children`, an `<li>` with its key) and the pager below.
 *
 *   const [page, setPage] = useState(1);
 *   const list = useQuery(enquiriesQuery(page));
 *   <PagedList query={list} loading="Loading enquiries..." empty={…} pager={{ page, onPage: setPage, label: "Enquiry pages" }}>
 *     {(e) => <li key={e.id}>…</li>}
 *   </PagedList>
 */
import type { ReactNode } from "react";
import { type QueryLike, QueryState, type QueryStateProps } from "@/components/query-state";
import { Pagination, type PaginationProps } from "@/components/ui/pagination";

export interface PagedReply<T = unknown> {
  data: T[];
  meta: { last_page: number };
}

type PagedListProps<R extends PagedReply> = Omit<QueryStateProps<R>, "query" | "children" | "isEmpty"> & {
  query: QueryLike<R>;
  /** The pager: the page shown and how to reach another (state or links); its landmark's name. */
  pager: Omit<PaginationProps, "lastPage">;
  /** The list's class (a column of cards by default). */
  listClassName?: string;
  /** Shown above the list (a count, a note) when there is something to list. */
  before?: (reply: R) => ReactNode;
  children: (item: R["data"][number], reply: R) => ReactNode;
};

export function PagedList<R extends PagedReply>({
  query,
  pager,
  listClassName = "flex flex-col gap-3",
  before,
  children,
  ...state
}: PagedListProps<R>) {
  return (
    <QueryState query={query} isEmpty={(reply) => reply.data.length === 0} {...state}>
      {(reply) => (
        <>
          {before?.(reply)}
          <ul className={listClassName}>{reply.data.map((item) => children(item, reply))}</ul>
          <Pagination className="mt-4" {...(pager as PaginationProps)} lastPage={reply.meta.last_page} />
        </>
      )}
    </QueryState>
  );
}
