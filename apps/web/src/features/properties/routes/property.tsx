/**
 * /property/{slug} (issue 4): gallery, price with period, status colour, key facts, amenities, description, map
 * link when coordinates exist, the owner with their verified badge, an enquiry form that reaches the owner,
 * saving as a favourite, similar listings, and views. Issue 17: share, call and WhatsApp the owner (when the API
 * sends the phone), the owner's fees and the total to move in (components/listing). Issue 22: the checks the owner
 * passed (identity, LASRERA, CAC; components/trust-badges), rendered with the page on the server.
 */
import { type PropertyStatus, propertyMessages, TITLE_DOCUMENT_LABELS } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { PageMeta, summary } from "@/components/page-meta";
import { PersonSummary } from "@/components/person-summary";
import { CompareToggle, ReducedPrice } from "@/components/property-card";
import { ReportDialog } from "@/components/scam-reports/report-dialog";
import { StatusBadge } from "@/components/status-badge";
import { OwnerChecks } from "@/components/trust-badges";
import { Glyph } from "@/components/ui/glyph";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useAskAgainOnce } from "@/lib/ask-again";
import { formatArea, formatCount, formatDate, formatPlace, formatRent } from "@/lib/format";
import { siteOrigin } from "@/lib/origin";
import type { PageQueries } from "@/lib/page-queries";
import { useSessionUser } from "@/lib/session";
import { propertyQuery } from "../api/listings";
import { CaveatWarning } from "../components/caveat-warning";
import { CompareBar } from "../components/compare-bar";
import { EnquiryForm } from "../components/listing/enquiry-form";
import { FavouriteButton } from "../components/listing/favourite-button";
import { FeesAndMoveIn } from "../components/listing/fees-move-in";
import { Gallery } from "../components/listing/gallery";
import { OwnerContact } from "../components/listing/owner-contact";
import { PriceHistory } from "../components/listing/price-history";
import { ShareListing } from "../components/listing/share-listing";
import { Similar } from "../components/listing/similar";
import { ViewingTimes } from "../components/listing/viewing-times";
import { osmEmbed, osmLink } from "../lib/map";

/** What a listing that is no longer simply available means for the visitor (its badge carries the colour). */
const STATUS_NOTES: Record<Exclude<PropertyStatus, "available">, string> = {
  pending: "An offer on this property is pending. The owner can tell you whether it is still open.",
  sold: "This property has been sold. The owner may have similar ones.",
  rented: "This property has been let. The owner may have similar ones.",
  unavailable: "This property is not available at the moment.",
};

export const queries: PageQueries = ({ params: { slug = "" } }) => [propertyQuery(slug)];

export function Component() {
  const { slug = "" } = useParams();
  const property = useQuery(propertyQuery(slug));
  // A listing taken down comes from the server as the visitors' 404: signed in, it is asked for again, and its
  // owner (or an admin) gets the listing with what happened to it (issue 38).
  const user = useSessionUser();
  const takenDown = property.error instanceof ApiError && property.error.code === "LISTING_TAKEN_DOWN";
  useAskAgainOnce(property, Boolean(user) && takenDown, slug);
  if (property.isPending)
    return (
      <>
        <title>Listing — Ile</title>
        <p role="status" className="container-page py-10">
          Loading the listing...
        </p>
      </>
    );
  if (property.isError) {
    const notFound = property.error instanceof ApiError && property.error.status === 404;
    // Taken down by the safety team (ADR 0902): say so, not "removed by its owner" (issue 38).
    const heading = takenDown
      ? "This listing was taken down"
      : notFound
        ? "This listing does not exist"
        : "The listing could not be loaded";
    return (
      <EmptyState level={1} title={heading}>
        <title>
          {takenDown
            ? "Listing taken down — Ile"
            : notFound
              ? "Listing not found — Ile"
              : "Listing could not be loaded — Ile"}
        </title>
        <p>
          {takenDown
            ? propertyMessages.takenDown
            : notFound
              ? "It may have been removed by its owner."
              : property.error.message}
        </p>
        <Link to={paths.properties} className="btn-primary mt-4 inline-flex">
          Browse listings
        </Link>
      </EmptyState>
    );
  }
  const p = property.data;
  const price = formatRent(p.price, p.listing_type === "rent" ? p.rent_period : null);
  // Land has no rooms to furnish: its page leaves out rooms and fittings, and zero counts say nothing (issue 38).
  const land = p.category === "land";
  const count = (label: string, n: number): Array<[string, string]> => (n > 0 ? [[label, String(n)]] : []);
  const facts: Array<[string, string]> = [
    ...count("Bedrooms", p.bedrooms),
    ...count("Bathrooms", p.bathrooms),
    ...count("Toilets", p.toilets),
    ...count("Parking spaces", p.parking_spaces),
    ["Type", p.property_type],
    ["Use", p.use === "commercial" ? "Commercial" : "Residential"],
    ...(land
      ? []
      : ([
          ["Furnished", p.furnished ? "Yes" : "No"],
          ["Serviced", p.serviced ? "Yes" : "No"],
        ] as Array<[string, string]>)),
    // Facts the owner did not give are left out (issue 38: no N/A on public pages).
    ...(p.title_document
      ? ([["Title document", TITLE_DOCUMENT_LABELS[p.title_document]]] as Array<[string, string]>)
      : []),
    ...(p.area ? ([["Area", formatArea(p.area)]] as Array<[string, string]>) : []),
    ["Listed", formatDate(p.created_at)],
  ];
  const point = p.latitude !== null && p.longitude !== null ? { lat: p.latitude, lon: p.longitude } : null;
  const mapLink = point ? osmLink(point) : p.address.map_url;
  const url = `${siteOrigin()}${paths.property(p.slug)}`;
  return (
    <article className="container-page flex flex-col gap-6 py-6" aria-labelledby="listing-title">
      <PageMeta
        title={`${p.title} — ${price} — Ile`}
        description={`${price} · ${formatPlace(p.address.city, p.address.state)}. ${summary(p.description)}`}
        image={p.images[0]?.url}
        path={paths.property(p.slug)}
        type="article"
      />
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={p.status} />
          <span className="text-sm text-muted">For {p.listing_type}</span>
          {p.generated ? <span className="text-xs text-muted">(generated demo listing)</span> : null}
        </div>
        <h1 id="listing-title" className="text-2xl font-semibold sm:text-3xl">
          {p.title}
        </h1>
        <p className="flex items-center gap-1 text-muted">
          <Glyph name="map-pin" />
          {formatPlace(p.address.address, p.address.city, p.address.state)}
        </p>
        <p className="text-3xl font-semibold text-brand-800" data-testid="price">
          {price}
        </p>
        {p.taken_down ? (
          <p
            role="note"
            className="rounded-[var(--radius-control)] bg-accent-100 px-3 py-2 text-sm"
            data-testid="taken-down"
          >
            {propertyMessages.takenDownOwner}
          </p>
        ) : null}
        <ReducedPrice property={p} />
        {p.status !== "available" ? (
          <p
            className="rounded-[var(--radius-control)] bg-canvas px-3 py-2 text-sm"
            data-testid="status-note"
          >
            {STATUS_NOTES[p.status]}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4 text-sm text-muted">
          <span className="flex items-center gap-1">
            <Glyph name="eye" /> {formatCount(p.stats.views, "view")}
          </span>
          <FavouriteButton slug={p.slug} initial={Boolean(p.is_favourite)} />
          <CompareToggle slug={p.slug} title={p.title} />
          <ShareListing title={p.title} url={url} />
        </div>
      </header>
      <CaveatWarning
        titleNumber={p.title_number}
        latitude={p.latitude}
        longitude={p.longitude}
        address={p.address.address}
        state={p.address.state}
      />

      <Gallery images={p.images} title={p.title} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <section className="card p-5" aria-labelledby="facts-title">
            <h2 id="facts-title" className="mb-3 text-lg font-semibold">
              Key facts
            </h2>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
              {facts.map(([k, v]) => (
                <div key={k}>
                  <dt className="text-sm text-muted">{k}</dt>
                  <dd className="font-semibold">{v}</dd>
                </div>
              ))}
            </dl>
          </section>
          <FeesAndMoveIn listing={p} />
          <PriceHistory history={p.price_history} />
          {p.description ? (
            <section className="card p-5" aria-labelledby="description-title">
              <h2 id="description-title" className="mb-2 text-lg font-semibold">
                Description
              </h2>
              <p className="whitespace-pre-line">{p.description}</p>
            </section>
          ) : null}
          {p.amenities.length ? (
            <section className="card p-5" aria-labelledby="amenities-title">
              <h2 id="amenities-title" className="mb-2 text-lg font-semibold">
                Amenities
              </h2>
              <ul className="flex flex-wrap gap-2">
                {p.amenities.map((a) => (
                  <li key={a} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                    {a}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {point ? (
            <section className="card flex flex-col gap-3 p-5" aria-labelledby="map-title">
              <h2 id="map-title" className="text-lg font-semibold">
                Location
              </h2>
              <iframe
                title={`Map of ${p.title}`}
                src={osmEmbed(point)}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-[var(--radius-control)] border border-line sm:aspect-[16/9]"
              />
              <a href={mapLink!} target="_blank" rel="noreferrer" className="btn-outline self-start">
                <Glyph name="map-pin" /> Open a larger map
              </a>
            </section>
          ) : mapLink ? (
            <a href={mapLink} target="_blank" rel="noreferrer" className="btn-outline self-start">
              <Glyph name="map-pin" /> See it on the map
            </a>
          ) : null}
        </div>
        <aside className="flex flex-col gap-6">
          <PersonSummary
            title="Listed by"
            person={p.owner}
            detail={[p.owner.role.charAt(0).toUpperCase() + p.owner.role.slice(1), p.owner.company_name]
              .filter(Boolean)
              .join(" · ")}
          />
          <OwnerChecks checks={p.owner.checks} />
          <OwnerContact contact={p.contact} owner={p.owner} listing={{ slug: p.slug, title: p.title, url }} />
          <ViewingTimes slug={p.slug} ownerId={Number(p.owner.id)} />
          <EnquiryForm slug={p.slug} available={p.status === "available"} />
          <ReportDialog endpoint={`/reports/listings/${encodeURIComponent(p.slug)}`} subject="listing" />
        </aside>
      </div>
      <Similar city={p.address.city} listingType={p.listing_type} slug={p.slug} />
      <CompareBar />
    </article>
  );
}
