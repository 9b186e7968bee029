/**
 * What a server-rendered list page carries to the browser (issue 48): a page of listings travels as its cards'
 * fields and cover photo only, and the browser renders the same cards from it as from the whole answer.
 */
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { PropertyCard } from "@/components/property-card";
import { listingsQuery } from "@/features/properties/api/listings";
import { listing, page } from "@/testing/fixtures";
import { dehydrateQueries, hydrateQueries } from "../ssr-state";

const image = (id: number, is_cover: boolean) => ({
  id,
  url: `/api/photos/p${id}-1280.webp`,
  sizes: [320, 640, 1280].map((width) => ({ width, url: `/api/photos/p${id}-${width}.webp` })),
  position: id,
  is_cover,
  alt: `Photo ${id}`,
});

const whole = page([
  listing({
    slug: "three-bed-in-lekki",
    title: "3 bedroom flat in Lekki",
    description: "A long description nobody reads on a card. ".repeat(20),
    images: [image(1, false), image(2, true), image(3, false)],
    cover: "/api/photos/p2-640.webp",
    agency_fee_kobo: 25_000_000,
  }),
]);

function Cards({ params }: { params: Record<string, string> }) {
  const list = useQuery(listingsQuery(params));
  return (
    <>
      {list.data?.data.map((p) => (
        <PropertyCard key={p.id} property={p} />
      ))}
    </>
  );
}

test("a page of listings is dehydrated as its cards: no description or owner, the cover photo only", async () => {
  const server = new QueryClient();
  const params = { limit: "12", listing_type: "rent" };
  // As the page's loader fetches it on the server: through the query's own options.
  await server.prefetchQuery({ ...listingsQuery(params), queryFn: async () => whole });
  const state = JSON.parse(JSON.stringify(dehydrateQueries(server)));
  const [query] = state.queries;
  const [card] = query.state.data.data;
  expect(card.slug).toBe("three-bed-in-lekki");
  expect(card.agency_fee_kobo).toBe(25_000_000);
  expect(card).not.toHaveProperty("description");
  expect(card).not.toHaveProperty("owner");
  expect(card.images.map((i: { id: number }) => i.id)).toEqual([2]);
  expect(query.state.data.meta).toEqual(whole.meta);
  expect(query.meta).toBeUndefined();
  expect(JSON.stringify(query).length).toBeLessThan(JSON.stringify(whole).length / 2);

  // The browser's card from the slim answer is the card of the whole one.
  const browser = new QueryClient();
  hydrateQueries(browser, state);
  const slim = render(
    <QueryClientProvider client={browser}>
      <MemoryRouter>
        <Cards params={params} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const slimHtml = slim.container.innerHTML;
  slim.unmount();
  const full = new QueryClient();
  full.setQueryData(listingsQuery(params).queryKey, whole);
  const fullRender = render(
    <QueryClientProvider client={full}>
      <MemoryRouter>
        <Cards params={params} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(screen.getByRole("link", { name: "3 bedroom flat in Lekki" })).toBeTruthy();
  expect(slimHtml).toBe(fullRender.container.innerHTML);
});
