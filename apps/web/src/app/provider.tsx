import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * The app's query client. The browser keeps one for the page's life; the server makes one per request (ADR 0022)
 * and does not retry (a failed call shows its error state in the HTML, and the browser tries again on mount).
 */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: server ? false : 1,
        refetchOnWindowFocus: false,
        // The server renders a failed query's error state ("This listing does not exist"), not a loading state.
        retryOnMount: !server,
      },
    },
  });
}

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
