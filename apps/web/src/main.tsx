/**
 * The browser entry. A server-rendered page (ADR 0022) is hydrated: its route modules are loaded first and its
 * query cache is filled from the server's, so the first render is the server's and nothing is fetched again. The
 * app shell (client pages, the offline fallback of ADR 0018, `npm run dev`) is rendered from scratch.
 */
import "./styles/index.css";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProvider, createQueryClient } from "./app/provider";
import { createRouter, loadMatchedRoutes } from "./app/router";
import { hydrateQueries, readState } from "./app/ssr-state";
import { whenIdle } from "./lib/idle";
import { getToken, subscribe } from "./lib/session-storage";
import { interAtFirstNavigation } from "./lib/web-fonts";

/**
 * Gives the main thread back to the browser between start-up steps, so each is a short task of its own: a tap or a
 * frame waits for one step, not for all of them (issue 19: a phone's total blocking time).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();
const container = document.getElementById("root")!;
const state = readState(document);
// The first page's modules load before the first render (the server's HTML, or nothing yet, stays meanwhile).
await loadMatchedRoutes(window.location.pathname);
await yieldToBrowser();

/**
 * After the first render: marks the document as started (`<html data-ready>`, which the e2e suite waits for before
 * it types or clicks) and, on a server-rendered page (rendered signed out), fetches a signed-in visitor's own view
 * (saved marks, contacts).
 */
function Started({ children, hydrated }: { children: ReactNode; hydrated: boolean }) {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
    if (hydrated && getToken()) void queryClient.invalidateQueries();
  }, [hydrated]);
  return children;
}

if (state) {
  hydrateQueries(queryClient, state.queries);
  const router = createRouter(state.router);
  interAtFirstNavigation(router);
  await yieldToBrowser();
  // As a transition, hydration is time-sliced: it yields to the browser every few milliseconds instead of one
  // long task that holds every tap until the whole page is hydrated (issue 19: total blocking time).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProvider client={queryClient}>
          <Started hydrated>
            <RouterProvider router={router} />
          </Started>
        </AppProvider>
      </StrictMode>,
    );
  });
} else {
  const router = createRouter();
  interAtFirstNavigation(router);
  createRoot(container).render(
    <StrictMode>
      <AppProvider client={queryClient}>
        <Started hydrated={false}>
          <RouterProvider router={router} />
        </Started>
      </AppProvider>
    </StrictMode>,
  );
}

// The offline service worker (ADR 0018), once the page has loaded and the browser is idle: none of it is in the
// first download, and its start-up is not in the page's.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () =>
    void import("./lib/pwa").then((m) => m.registerServiceWorker({ getToken, subscribe }));
  if (document.readyState === "complete") whenIdle(register);
  else window.addEventListener("load", () => whenIdle(register), { once: true });
}
