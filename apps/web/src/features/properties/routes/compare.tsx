/**
 * /compare (issue 4, ADR 0210): up to four listings side by side. The URL (?ids=slug1,slug2) is the truth —
 * shareable, and the back button works; the choice made on property cards fills it when it is empty, and
 * removing a listing here updates both.
 */
import { incomeNeededKobo, listingMoveIn, type Property, TITLE_DOCUMENT_LABELS } from "@ile/contract";
import { useQueries } from "@tanstack/react-query";
import { Scale, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { COMPARE_LIMIT, getCompare, parseCompareIds, setCompare, srcSet } from "@/components/property-card";
import { StatusBadge } from "@/components/status-badge";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatArea, formatCount, formatKobo, formatPlace, formatRent } from "@/lib/format";
import { propertyQuery } from "../api/listings";

/** Slugs are URL-safe; commas stay readable (?ids=a,b) rather than %2C. */
const searchOf = (slugs: string[]) => (slugs.length ? `?ids=${slugs.map(encodeURIComponent).join(",")}` : "");

const yesNo = (b: boolean) => (b ? "Yes" : "No");
const moneyOr = (kobo: number | null | undefined) =>
  kobo === null || kobo === undefined ? "N/A" : formatKobo(kobo);

/** The rows of the table: label and value of one listing. */
export const COMPARE_ROWS: Array<[string, (p: Property) => React.ReactNode]> = [
  ["Price", (p) => formatRent(p.price, p.listing_type === "rent" ? p.rent_period : null)],
  ["For", (p) => (p.listing_type === "rent" ? "Rent" : "Sale")],
  // Rents only (issue 38): the total to move in with the owner's stated fees, and the income the rent needs.
  ["Total to move in", (p) => moneyOr(listingMoveIn(p)?.total)],
  [
    "Monthly income needed",
    (p) => moneyOr(p.listing_type === "rent" ? incomeNeededKobo(p.price_kobo, p.rent_period) : null),
  ],
  ["Type", (p) => p.property_type],
  ["Bedrooms", (p) => p.bedrooms],
  ["Bathrooms", (p) => p.bathrooms],
  ["Toilets", (p) => p.toilets],
  ["Parking spaces", (p) => p.parking_spaces],
  ["Area", (p) => (p.area ? formatArea(p.area) : "N/A")],
  ["Furnished", (p) => yesNo(p.furnished)],
  ["Serviced", (p) => yesNo(p.serviced)],
  ["Title document", (p) => (p.title_document ? TITLE_DOCUMENT_LABELS[p.title_document] : "N/A")],
  ["Location", (p) => formatPlace(p.address.city, p.address.state) || "N/A"],
  ["Status", (p) => <StatusBadge status={p.status} />],
];

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const all = parseCompareIds(params.get("ids"));
  const ids = all.slice(0, COMPARE_LIMIT);
  const idsKey = ids.join(",");

  // An empty URL takes the cards' choice; a URL with ids becomes the choice (so the cards agree).
  useEffect(() => {
    const chosen = getCompare();
    if (!idsKey && chosen.length) navigate({ search: searchOf(chosen) }, { replace: true });
    else if (idsKey && idsKey !== chosen.join(",")) setCompare(idsKey.split(","));
  }, [idsKey, navigate]);

  const region = useRef<HTMLElement>(null);
  const results = useQueries({ queries: ids.map((slug) => propertyQuery(slug)) });

  function remove(slug: string) {
    const next = ids.filter((s) => s !== slug);
    setCompare(next);
    navigate({ search: searchOf(next) });
    // The pressed button is gone: keep keyboard focus in the table rather than dropping it to the page.
    requestAnimationFrame(() => region.current?.focus());
  }

  return (
    <>
      <title>Compare properties — Ile</title>
      <PageHeader
        title="Compare properties"
        lead={`Put up to ${COMPARE_LIMIT} listings side by side. Choose them with "Compare" on any listing.`}
      />
      {ids.length === 0 ? (
        <EmptyState title="Nothing to compare yet" icon={<Scale className="size-10" />}>
          <p>Press "Compare" on up to {COMPARE_LIMIT} listings, then come back here.</p>
          <Link to={paths.properties} className="btn-primary mt-4 inline-flex">
            Browse listings
          </Link>
        </EmptyState>
      ) : (
        <div className="container-page flex flex-col gap-4 py-6">
          {all.length > COMPARE_LIMIT ? (
            <p role="status" className="text-sm text-muted">
              Only the first {COMPARE_LIMIT} listings of this link are shown.
            </p>
          ) : null}
          {ids.length === 1 ? (
            <p className="text-sm text-muted">
              Add at least one more listing to compare.{" "}
              <Link to={paths.properties} className="font-semibold text-brand-700 underline">
                Browse listings
              </Link>
            </p>
          ) : null}
          <section
            ref={region}
            className="card relative overflow-x-auto"
            aria-label="Listings side by side"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
          >
            <table className="w-full min-w-max border-collapse text-left text-sm">
              <caption className="sr-only">{formatCount(ids.length, "listing")} compared</caption>
              <thead>
                <tr>
                  <td className="sticky left-0 z-10 w-28 bg-surface p-3" />
                  {ids.map((slug, i) => {
                    const r = results[i];
                    const p = r?.data;
                    const missing = r?.error instanceof ApiError && r.error.status === 404;
                    return (
                      <th key={slug} scope="col" className="w-56 min-w-44 p-3 align-top font-normal">
                        <div className="flex flex-col gap-2">
                          {p?.cover ? (
                            <img
                              src={p.cover}
                              srcSet={srcSet(p)}
                              sizes="14rem"
                              alt=""
                              loading="lazy"
                              width={320}
                              height={240}
                              className="aspect-[4/3] w-full rounded-[var(--radius-control)] object-cover"
                            />
                          ) : null}
                          <span className="font-semibold">
                            {p ? (
                              <Link to={paths.property(p.slug)} className="hover:underline">
                                {p.title}
                              </Link>
                            ) : r?.isPending ? (
                              "Loading..."
                            ) : missing ? (
                              "This listing is no longer available"
                            ) : (
                              "This listing could not be loaded"
                            )}
                          </span>
                          <button
                            type="button"
                            className="btn-outline min-h-11 self-start"
                            onClick={() => remove(slug)}
                          >
                            <X aria-hidden="true" className="size-4" /> Remove
                            <span className="sr-only"> {p?.title ?? slug}</span>
                          </button>
                        </div>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {COMPARE_ROWS.map(([label, value]) => (
                  <tr key={label} className="border-t border-line">
                    <th scope="row" className="sticky left-0 z-10 bg-surface p-3 font-semibold text-muted">
                      {label}
                    </th>
                    {ids.map((slug, i) => {
                      const p = results[i]?.data;
                      return (
                        <td
                          key={slug}
                          className={`p-3 ${label === "Price" ? "font-semibold text-brand-800" : ""}`}
                        >
                          {p ? value(p) : "N/A"}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </>
  );
}
