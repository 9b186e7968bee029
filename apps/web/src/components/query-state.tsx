/**
 * The one way a page shows a query: while it loads, a skeleton of what is coming (announced as `loading`); when it
 * fails, its error (`role="alert"`; the error's message unless `error` says otherwise); when its data is empty
 * (`isEmpty`, by default an empty array or an empty `data` array of a paged reply), `empty`; else the children
 * with the data. Every query's error is an ApiError (lib/http.ts registers it), so `error` gets one.
 *
 *   <QueryState query={list} loading="Loading reports..." empty={<EmptyState title="No reports" />}>
 *     {(page) => <ReportList reports={page.data} />}
 *   </QueryState>
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FormMessage } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import type { ApiError } from "@/lib/http";

/** What QueryState reads of a query (a useQuery or useInfiniteQuery result). */
export type QueryLike<T> = Pick<UseQueryResult<T, ApiError>, "isPending" | "isError" | "error" | "data">;

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What the loading state says to screen readers (and shows when `skeleton` is `false`). */
  loading: string;
  /** The placeholder while loading: a shape of `Skeleton` (rows by default), a node, or false for the text. */
  skeleton?: "rows" | "cards" | "lines" | ReactNode | false;
  /** How the failure shows: a node made from the error; by default its message in an alert. */
  error?: (error: ApiError) => ReactNode;
  /** Shown instead of the children when the data is empty (see `isEmpty`); a function gets the data. */
  empty?: ReactNode | ((data: T) => ReactNode);
  /** When the data counts as empty: by default an empty array, or a reply whose `data` is an empty array. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === "object" && "data" in data && Array.isArray(data.data))
    return data.data.length === 0;
  return false;
}

export function QueryState<T>({
  query,
  loading,
  skeleton = "rows",
  error,
  empty,
  isEmpty = isEmptyData,
  children,
}: QueryStateProps<T>) {
  if (query.isError && query.error)
    return <>{error ? error(query.error) : <FormMessage kind="error">{query.error.message}</FormMessage>}</>;
  if (query.isPending || query.data === undefined)
    return <QueryLoading label={loading} skeleton={skeleton} />;
  if (empty !== undefined && isEmpty(query.data))
    return <>{typeof empty === "function" ? empty(query.data) : empty}</>;
  return <>{children(query.data)}</>;
}

const SHAPES = ["rows", "cards", "lines"] as const;
const isShape = (s: unknown): s is (typeof SHAPES)[number] => SHAPES.some((shape) => shape === s);

/** The loading state alone (a page that waits for more than one query, or a Suspense fallback). */
export function QueryLoading({
  label,
  skeleton = "rows",
}: {
  label: string;
  skeleton?: QueryStateProps<unknown>["skeleton"];
}) {
  if (skeleton === false) return <p role="status">{label}</p>;
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {isShape(skeleton) ? <Skeleton shape={skeleton} /> : skeleton}
    </div>
  );
}
