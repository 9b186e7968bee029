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

/** The states, the line above and the pager that PagedList and PagedTable share; `body` shows the page's items. */
function Paged<R extends PagedReply>({
  query,
  pager,
  pagerClassName,
  before,
  body,
  ...state
}: Omit<PagedListProps<R>, "listClassName" | "children"> & {
  pagerClassName: string;
  body: (reply: R) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(reply) => reply.data.length === 0} {...state}>
      {(reply) => (
        <>
          {before?.(reply)}
          {body(reply)}
          <Pagination
            className={pagerClassName}
            {...(pager as PaginationProps)}
            lastPage={reply.meta.last_page}
          />
        </>
      )}
    </QueryState>
  );
}

export function PagedList<R extends PagedReply>({
  listClassName = "flex flex-col gap-3",
  children,
  ...paged
}: PagedListProps<R>) {
  return (
    <Paged
      {...paged}
      pagerClassName="mt-4"
      body={(reply) => <ul className={listClassName}>{reply.data.map((item) => children(item, reply))}</ul>}
    />
  );
}

/** A column of a PagedTable: its header, and its class (alignment); `hidden` keeps the header for screen readers only. */
export interface TableColumn {
  label: string;
  className?: string;
  hidden?: boolean;
}

type PagedTableProps<R extends PagedReply> = Omit<PagedListProps<R>, "listClassName" | "children"> & {
  /** The table's name for screen readers. */
  caption: string;
  columns: TableColumn[];
  /** The table's width below which it scrolls sideways (a Tailwind `min-w-…` class). */
  minWidth: string;
  /** One `<tr>` (with its key) per item. */
  children: (item: R["data"][number], reply: R) => ReactNode;
};

/**
 * A paged list shown as a table (the admin lists): the same states and pager as PagedList, the rows in a
 * captioned table with a header row, scrolling sideways on a small screen.
 */
export function PagedTable<R extends PagedReply>({
  caption,
  columns,
  minWidth,
  children,
  ...paged
}: PagedTableProps<R>) {
  return (
    <Paged
      {...paged}
      pagerClassName=""
      body={(reply) => (
        <div className="overflow-x-auto">
          <table className={`w-full ${minWidth} text-left text-sm`}>
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line text-muted">
              <tr>
                {columns.map((c, i) => (
                  <th
                    key={c.label}
                    scope="col"
                    className={`py-2 ${i < columns.length - 1 ? "pr-3" : ""} ${c.className ?? ""}`.trim()}
                  >
                    {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{reply.data.map((item) => children(item, reply))}</tbody>
          </table>
        </div>
      )}
    />
  );
}
