/**
 * /property/{slug} (issue 4): gallery, price with period, status colour, key facts, amenities, description, map
 * link when coordinates exist, the owner with their verified badge, an enquiry form that reaches the owner,
 * saving as a favourite, similar listings, and views. Issue 17: share, call and WhatsApp the owner (when the API
 * sends the phone), the owner's fees and the total to move in (components/listing).
 */
import { type EnquiryInput, type PropertyStatus, TITLE_DOCUMENT_LABELS } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Eye, Heart, MapPin } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { PageMeta, summary } from "@/components/page-meta";
import { PersonSummary } from "@/components/person-summary";
import { CompareToggle, PropertyCard } from "@/components/property-card";
import { StatusBadge } from "@/components/status-badge";
import { Field, FormMessage } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatCount, formatDate, formatPlace, formatRent } from "@/lib/format";
import { siteOrigin } from "@/lib/origin";
import type { PageQueries } from "@/lib/page-queries";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { listingsQuery, propertyQuery, sendEnquiry, setFavourite } from "../api/listings";
import { CompareBar } from "../components/compare-bar";
import { FeesAndMoveIn } from "../components/listing/fees-move-in";
import { OwnerContact } from "../components/listing/owner-contact";
import { ShareListing } from "../components/listing/share-listing";
import { checkEnquiry } from "../lib/enquiry-check";
import { apiFieldErrors } from "../lib/form-errors";
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
    return (
      <EmptyState
        level={1}
        title={notFound ? "This listing does not exist" : "The listing could not be loaded"}
      >
        <title>{notFound ? "Listing not found — Ile" : "Listing could not be loaded — Ile"}</title>
        <p>{notFound ? "It may have been removed by its owner." : (property.error as Error).message}</p>
        <Link to={paths.properties} className="btn-primary mt-4 inline-flex">
          Browse listings
        </Link>
      </EmptyState>
    );
  }
  const p = property.data;
  const price = formatRent(p.price, p.listing_type === "rent" ? p.rent_period : null);
  const facts: Array<[string, string]> = [
    ["Bedrooms", String(p.bedrooms)],
    ["Bathrooms", String(p.bathrooms)],
    ["Toilets", String(p.toilets)],
    ["Parking spaces", String(p.parking_spaces)],
    ["Type", p.property_type],
    ["Use", p.use === "commercial" ? "Commercial" : "Residential"],
    ["Furnished", p.furnished ? "Yes" : "No"],
    ["Serviced", p.serviced ? "Yes" : "No"],
    ["Title document", p.title_document ? TITLE_DOCUMENT_LABELS[p.title_document] : "N/A"],
    ["Area", p.area ? `${p.area.toLocaleString("en-NG")} m²` : "N/A"],
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
          <MapPin aria-hidden="true" className="size-4" />
          {formatPlace(p.address.address, p.address.city, p.address.state)}
        </p>
        <p className="text-3xl font-semibold text-brand-800" data-testid="price">
          {price}
        </p>
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
            <Eye aria-hidden="true" className="size-4" /> {formatCount(p.stats.views, "view")}
          </span>
          <FavouriteButton slug={p.slug} initial={Boolean(p.is_favourite)} />
          <CompareToggle slug={p.slug} title={p.title} />
          <ShareListing title={p.title} url={url} />
        </div>
      </header>

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
          <section className="card p-5" aria-labelledby="description-title">
            <h2 id="description-title" className="mb-2 text-lg font-semibold">
              Description
            </h2>
            <p className="whitespace-pre-line">{p.description || "N/A"}</p>
          </section>
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
                <MapPin aria-hidden="true" className="size-4" /> Open a larger map
              </a>
            </section>
          ) : mapLink ? (
            <a href={mapLink} target="_blank" rel="noreferrer" className="btn-outline self-start">
              <MapPin aria-hidden="true" className="size-4" /> See it on the map
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
          <OwnerContact contact={p.contact} owner={p.owner} listing={{ slug: p.slug, title: p.title, url }} />
          <EnquiryForm slug={p.slug} available={p.status === "available"} />
        </aside>
      </div>
      <Similar city={p.address.city} listingType={p.listing_type} slug={p.slug} />
      <CompareBar />
    </article>
  );
}

function Gallery({
  images,
  title,
}: {
  images: Array<{ id: number; url: string; sizes: Array<{ width: number; url: string }>; alt: string }>;
  title: string;
}) {
  const [index, setIndex] = useState(0);
  if (!images.length)
    return (
      <div className="card flex aspect-[16/9] items-center justify-center text-muted">No photos yet</div>
    );
  const at = Math.min(index, images.length - 1);
  const image = images[at]!;
  const step = (by: number) => setIndex((at + by + images.length) % images.length);
  return (
    <section aria-label="Photos" className="flex flex-col gap-2">
      <figure className="relative">
        <img
          src={image.url}
          srcSet={image.sizes.map((s) => `${s.url} ${s.width}w`).join(", ")}
          sizes="(min-width: 1280px) 1216px, 100vw"
          alt={image.alt || `${title}, photo ${at + 1} of ${images.length}`}
          // The page's largest paint: fetched first (and preloaded from the server's HTML, ADR 0019).
          fetchPriority={at === 0 ? "high" : "auto"}
          width={1280}
          height={720}
          className="aspect-[16/9] w-full rounded-[var(--radius-card)] object-cover"
        />
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className="absolute left-2 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow"
              aria-label="Previous photo"
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className="absolute right-2 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow"
              aria-label="Next photo"
              onClick={() => step(1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <figcaption
              className="absolute bottom-2 right-2 rounded-full bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white"
              aria-live="polite"
            >
              Photo {at + 1} of {images.length}
            </figcaption>
          </>
        ) : null}
      </figure>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label="All photos">
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-pressed={i === at}
                className={`block overflow-hidden rounded-[var(--radius-control)] border-2 ${i === at ? "border-brand-600" : "border-transparent"}`}
              >
                <img
                  src={img.sizes[0]?.url ?? img.url}
                  alt=""
                  loading="lazy"
                  width={96}
                  height={72}
                  className="h-[72px] w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function FavouriteButton({ slug, initial }: { slug: string; initial: boolean }) {
  const user = useSessionUser();
  const [on, setOn] = useState(initial);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: boolean) => setFavourite(slug, next),
    onSuccess: (r) => {
      setOn(r.data.is_favourite);
      toast.success(r.data.is_favourite ? "Saved to your favourites" : "Removed from your favourites");
      void queryClient.invalidateQueries({ queryKey: ["properties", "one", slug] });
    },
    onError: (err) => toast.error((err as Error).message),
  });
  return (
    <button
      type="button"
      className="btn-outline min-h-11"
      aria-pressed={on}
      disabled={save.isPending}
      onClick={() => (user ? save.mutate(!on) : openLogin(paths.property(slug)))}
    >
      <Heart aria-hidden="true" className={`size-4 ${on ? "fill-current text-negative" : ""}`} />
      {on ? "Saved" : "Save"}
    </button>
  );
}

function EnquiryForm({ slug, available }: { slug: string; available: boolean }) {
  const user = useSessionUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<EnquiryInput>({
    name: String(user?.full_name ?? ""),
    email: String(user?.email ?? ""),
    phone: "",
    message: available
      ? "Hello, I am interested in this property. Is it still available, and when can I see it?"
      : "Hello, I saw this property on Ile. Do you have similar ones available?",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendEnquiry(slug, form),
    onSuccess: (r) => {
      toast.success(r.message ?? "Your enquiry was sent to the owner.");
      setErrors({});
      setSummary(null);
    },
    onError: (err) => {
      const read = apiFieldErrors(err);
      setErrors(read.fields);
      setSummary(read.message);
    },
  });
  // After a failed check, the first field to correct gets focus.
  useEffect(() => {
    if (Object.keys(errors).length)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const set = (k: keyof EnquiryInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    // Checked here with the server's rules first, so a typo costs no round trip.
    const invalid = checkEnquiry(form);
    if (Object.keys(invalid).length) {
      setErrors(invalid);
      setSummary("Please correct the highlighted fields.");
      return;
    }
    setSummary(null);
    send.mutate();
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="card flex flex-col gap-3 p-5"
      aria-label="Contact the owner"
    >
      <h2 className="text-lg font-semibold">Contact the owner</h2>
      {send.isSuccess && !summary ? (
        <FormMessage kind="success">
          Your enquiry was sent. The owner will reply by email or phone.
        </FormMessage>
      ) : null}
      {summary ? <FormMessage kind="error">{summary}</FormMessage> : null}
      <Field label="Your name" error={errors.name}>
        {(p) => (
          <input {...p} className="input" autoComplete="name" value={form.name} onChange={set("name")} />
        )}
      </Field>
      <Field label="Email" error={errors.email}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set("email")}
          />
        )}
      </Field>
      <Field label="Phone (optional)" error={errors.phone}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={set("phone")}
          />
        )}
      </Field>
      <Field label="Message" error={errors.message}>
        {(p) => <textarea {...p} className="input min-h-28" value={form.message} onChange={set("message")} />}
      </Field>
      <button type="submit" className="btn-primary" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send enquiry"}
      </button>
    </form>
  );
}

function Similar({ city, listingType, slug }: { city: string; listingType: string; slug: string }) {
  const list = useQuery(listingsQuery({ city, listing_type: listingType, limit: "4" }));
  const others = (list.data?.data ?? []).filter((p) => p.slug !== slug).slice(0, 3);
  if (!others.length) return null;
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title" className="mb-3 text-lg font-semibold">
        Similar properties in {city}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((p) => (
          <li key={p.id}>
            <PropertyCard property={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
