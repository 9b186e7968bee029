/**
 * The server renders signed out (ADR 0022), and a failure it rendered is not fetched again on mount (ssr-state.ts):
 * a query whose answer a session changes (a private group's discussions, a listing taken down, to its owner) is
 * asked again once, when `refused` says the session may lift the refusal. The refetch keeps the failure shown until
 * the answer comes, so the first render still matches the server's HTML. `key` names the page (its slug), so a
 * move to another page may ask again there.
 */
import { useEffect, useRef } from "react";

export function useAskAgainOnce(query: { refetch: () => unknown }, refused: boolean, key: string) {
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!refused || askedFor.current === key) return;
    askedFor.current = key;
    void query.refetch();
  }, [refused, key, query]);
}
