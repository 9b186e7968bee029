/**
 * The bare page of bench/lighthouse.ts (issue 48): React, React Router and TanStack Query and nothing of Ile, built
 * by Vite like the app and measured in the same run, so a slower machine or a new Chromium shows in both.
 */
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Link, RouterProvider } from "react-router";

const items = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Listing ${i + 1}`,
  price: (i + 1) * 250_000,
}));

function Page() {
  const list = useQuery({ queryKey: ["items"], queryFn: async () => items });
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 960, margin: "0 auto", padding: 16 }}>
      <h1>Bare page</h1>
      <ul>
        {(list.data ?? []).map((item) => (
          <li key={item.id}>
            <Link to={`/item/${item.id}`}>{item.title}</Link> — ₦{item.price.toLocaleString("en-NG")}
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([{ path: "*", element: <Page /> }]);
createRoot(document.getElementById("root") as HTMLElement).render(
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
