/**
 * A person's page (SPEC §2 /profiles/{slug}, /agent/{id}, /tenant/{id}, /user/{id}): the public fields of SPEC §3
 * (a field left empty is left out, not shown as a wall of "N/A": issue 38), their listings, the premium section
 * and reviews.
 */
import { isHttpUrl, type PropertyResult } from "@ile/contract";
import { BadgeCheck, Globe, Home, MapPin, UserX } from "lucide-react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Avatar } from "@/components/avatar";
import { PageMeta } from "@/components/page-meta";
import { ReportDialog } from "@/components/scam-reports/report-dialog";
import { TrustBadges } from "@/components/trust-badges";
import { EmptyState } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatPlace, formatRent } from "@/lib/format";
import { ROLE_TITLE } from "@/lib/roles";
import { type PublicProfileData, profileQueryOptions, useProfile } from "../api/profile";
import { personHref } from "../lib/options";
import { PremiumSection } from "./premium-section";
import { RatingStars } from "./rating";
import { ReviewsSection } from "./reviews-section";

const isWebLink = (url: string | null): url is string => url !== null && isHttpUrl(url);

/** The text of a field the person filled in; null for an empty one, which the page leaves out. */
const filled = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined || (typeof v === "string" && !v.trim()) ? null : String(v);

function Facts({ profile }: { profile: PublicProfileData }) {
  const all: [string, string | null][] = [
    ["Occupation", filled(profile.occupation_job_title)],
    ["Company", filled(profile.company_name ?? profile.company_employer)],
    ["Industry", filled(profile.industry_field)],
    ["Years of experience", filled(profile.years_of_experience)],
    ["Area of expertise", filled(profile.area_of_expertise)],
    ["Service area", filled(profile.service_area)],
    ["Availability", filled(profile.availability)],
    ["Price range", filled(profile.price_range)],
    ["Business hours", filled(profile.business_hours)],
    ["Qualification", filled(profile.qualification)],
    ["Licence number", filled(profile.license_number)],
    ["Company registration", filled(profile.company_registration_number)],
    ["LASRERA registration (checked by Ile)", filled(profile.lasrera_number)],
    ["CAC number (checked by Ile)", filled(profile.cac_number)],
    ["Employees", filled(profile.number_of_employees)],
    ["Properties managed", filled(profile.properties_managed)],
    ["Properties sold", filled(profile.properties_sold)],
    ["Projects completed", filled(profile.projects_completed)],
    ["Languages", profile.language_preference.length ? profile.language_preference.join(", ") : null],
    ["Member since", formatDate(profile.created_at)],
  ];
  const rows = all.filter((r): r is [string, string] => r[1] !== null);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ListingCard({ item }: { item: PropertyResult }) {
  const cover = item.images[0]?.url;
  const period =
    item.listing_type === "rent" ? (item.rent_period as "year" | "month" | "night" | null) : null;
  return (
    <li className="card overflow-hidden">
      <Link to={paths.property(item.slug)} className="group block">
        <div className="aspect-[4/3] bg-brand-50">
          {cover ? (
            <img
              src={cover}
              alt=""
              loading="lazy"
              className="size-full object-cover"
              width={400}
              height={300}
            />
          ) : (
            <div className="flex size-full items-center justify-center text-brand-200" aria-hidden="true">
              <Home className="size-10" />
            </div>
          )}
        </div>
        <div className="space-y-1 p-3">
          <p className="font-semibold text-brand-700">{formatRent(item.price, period)}</p>
          <p className="font-semibold group-hover:underline">{item.title}</p>
          <p className="text-sm text-muted">{formatPlace(item.address.city, item.address.state)}</p>
        </div>
      </Link>
    </li>
  );
}

/**
 * `pathRole`: the page is a role's own path (/agent/{id}, /tenant/{id}); a person of another role is sent on to
 * their own page instead (replacing the history entry), so /tenant/{id} never shows an agent as a tenant.
 */
const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("page"))) || 1);

/** The profile's first-paint query for a URL (the page modules' `queries`). */
export const profileQuery = (key: string, search: URLSearchParams) =>
  profileQueryOptions(key, pageOf(search));

export function ProfileView({ profileKey, pathRole }: { profileKey: string; pathRole?: "agent" | "tenant" }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const profile = useProfile(profileKey, page);
  const goToPage = (next: number) => {
    const out = new URLSearchParams(params);
    if (next > 1) out.set("page", String(next));
    else out.delete("page");
    setParams(out, { preventScrollReset: true });
    document.getElementById("listings-heading")?.scrollIntoView?.({ block: "start" });
  };

  if (profile.isPending) {
    return (
      <section className="container-page py-10" aria-busy="true">
        <title>Profile — Ile</title>
        <h1 className="text-2xl font-semibold">Profile</h1>
        <div role="status" className="mt-6 h-48 animate-pulse rounded-[var(--radius-card)] bg-line">
          <span className="sr-only">Loading profile…</span>
        </div>
      </section>
    );
  }
  if (profile.isError) {
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <>
        <title>{notFound ? "Profile not found — Ile" : "Profile could not be loaded — Ile"}</title>
        <div className="container-page pt-10">
          <h1 className="text-2xl font-semibold">
            {notFound ? "Profile not found" : "Could not load this profile"}
          </h1>
        </div>
        <EmptyState
          title={notFound ? "No one here" : "Please try again"}
          icon={<UserX className="size-10" />}
        >
          <p role={notFound ? undefined : "alert"}>
            {notFound
              ? "This profile does not exist or was removed."
              : profile.error instanceof ApiError
                ? profile.error.message
                : "Something went wrong."}
          </p>
          <Link to={paths.profiles} className="btn-outline mt-3">
            Meet users
          </Link>
        </EmptyState>
      </>
    );
  }

  const p = profile.data;
  if (pathRole && p.role !== pathRole) return <Navigate to={personHref(p)} replace />;
  const role = ROLE_TITLE[p.role] ?? p.role_title;
  const location = formatPlace(p.city, p.state);
  return (
    <div className="container-page space-y-6 py-8">
      <PageMeta
        title={`${p.full_name} — ${role} — Ile`}
        description={`${p.full_name}, ${role}${location ? ` in ${location}` : ""}${p.verified ? ", verified by Ile" : ""}. Listings, ratings and reviews on Ile.`}
        image={p.profile_picture}
        path={personHref(p)}
        type="profile"
      />
      <header className="card flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
        <Avatar name={p.full_name} src={p.profile_picture} size={112} />
        <div className="space-y-1">
          <h1 className="flex items-center justify-center gap-2 text-2xl font-semibold sm:justify-start sm:text-3xl">
            {p.full_name}
            {p.verified ? <BadgeCheck aria-label="Verified" className="size-6 text-brand-600" /> : null}
          </h1>
          <p className="font-semibold text-brand-700">
            {role}
            {p.occupation_job_title ? (
              <span className="font-normal text-muted"> · {p.occupation_job_title}</span>
            ) : null}
          </p>
          {location ? (
            <p className="flex items-center justify-center gap-1 text-muted sm:justify-start">
              <MapPin aria-hidden="true" className="size-4" /> {location}
            </p>
          ) : null}
          <RatingStars value={p.average_rating} count={p.reviews_count} />
          <TrustBadges checks={p.checks} className="justify-center sm:justify-start" />
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="about-heading" className="card space-y-4 p-5">
            <h2 id="about-heading" className="text-xl font-semibold">
              About
            </h2>
            {filled(p.bio) ? <p className="whitespace-pre-line text-ink">{p.bio}</p> : null}
            {p.service_description ? (
              <p className="whitespace-pre-line text-ink">{p.service_description}</p>
            ) : null}
            {p.skills.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Skills">
                {p.skills.map((s) => (
                  <li key={s} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                    {s}
                  </li>
                ))}
              </ul>
            ) : null}
            {p.certifications.length ? (
              <p className="text-sm">
                <span className="font-semibold">Certifications:</span> {p.certifications.join(", ")}
              </p>
            ) : null}
            <Facts profile={p} />
            {p.website || p.social_media_links.length ? (
              <ul className="flex flex-wrap gap-3">
                {/* Only http(s) links become links (the API serves no other; a page never links a script). */}
                {[p.website, ...p.social_media_links].filter(isWebLink).map((url) => (
                  <li key={url}>
                    <a
                      className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline"
                      href={url}
                      target="_blank"
                      rel="noreferrer nofollow"
                    >
                      <Globe aria-hidden="true" className="size-4" />
                      {url.replace(/^https?:\/\//, "")}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          <section aria-labelledby="listings-heading" className="space-y-3">
            <h2 id="listings-heading" className="text-xl font-semibold">
              Listings <span className="text-muted">({p.listings.pagination.total})</span>
            </h2>
            {p.listings.data.length ? (
              <ul
                className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${profile.isPlaceholderData ? "opacity-70" : ""}`}
                aria-busy={profile.isPlaceholderData}
              >
                {p.listings.data.map((item) => (
                  <ListingCard key={item.id} item={item} />
                ))}
              </ul>
            ) : (
              <p className="card p-5 text-muted">
                {p.listings.pagination.total ? "No listings on this page." : "No listings yet."}
              </p>
            )}
            <Pagination
              page={p.listings.pagination.current_page}
              lastPage={p.listings.pagination.last_page}
              onPage={goToPage}
              label="Listing pages"
              className=""
            />
          </section>

          <ReviewsSection
            profileKey={profileKey}
            profileId={p.id}
            personRole={p.role}
            name={p.first_name ?? p.full_name}
          />
        </div>
        <aside className="space-y-6">
          <PremiumSection uniqueKey={p.unique_key} fields={p.premium.fields} />
          <ReportDialog endpoint={`/reports/users/${p.id}`} subject="user" />
        </aside>
      </div>
    </div>
  );
}
