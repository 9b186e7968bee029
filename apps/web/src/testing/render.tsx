/** Renders a component inside a memory router and a fresh query client, as the app does. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType, ReactElement } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";

export function renderWithRouter(ui: ReactElement, { path = "/", routes = [] as string[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: ["*", ...routes].map((p) => ({ path: p, element: <p data-testid="page">{p}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** A page that reads its route parameters, rendered at `url` under its own route pattern. */
export function renderRoute(pattern: string, Page: ComponentType, url: string) {
  const router = createMemoryRouter([{ path: pattern, element: <Page /> }], { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
