/** Result cards of the search page: a listing (photo, price first, place, rooms, status) and a person. */
import { illustrationCover, type PersonCard, type PropertyResult } from "@ile/contract";
import { BadgeCheck, Star } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/avatar";
import { IncomeNeeded } from "@/components/income-needed";
import { StatusBadge } from "@/components/status-badge";
import { TrustBadges } from "@/components/trust-badges";
import { Glyph } from "@/components/ui/glyph";
import { paths } from "@/config/paths";
import { formatCount, formatPlace, formatRating, formatRent, hasReviews, NO_REVIEWS_YET } from "@/lib/format";
import { ROLE_TITLE } from "@/lib/roles";
import { Highlight } from "../lib/highlight";

const PERIODS = new Set(["year", "month", "night"]);

/** `priority`: the first result, likely the page's largest paint on a phone (see PropertyCard). */
export function PropertyResultCard({
  item,
  words,
  priority = false,
}: {
  item: PropertyResult;
  words: string[];
  priority?: boolean;
}) {
  const cover = item.images[0]?.url;
  const period =
    item.listing_type === "rent" && PERIODS.has(item.rent_period ?? "") ? item.rent_period : null;
  const place = formatPlace(item.address.city, item.address.state);
  return (
    <article className="card flex flex-col overflow-hidden">
      <Link
        to={paths.property(item.slug)}
        className="group flex flex-1 flex-col focus-visible:outline-offset-[-3px]"
      >
        <div className="relative aspect-[4/3] bg-brand-50">
          {/* No photo: the category's drawn façade, labelled "Illustration" like the demo photos (issue 53). */}
          <img
            src={cover ?? illustrationCover(item, 640)}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            className="size-full object-cover"
            width={400}
            height={300}
          />
          <StatusBadge status={item.status} className="absolute left-2 top-2" />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-lg font-semibold text-brand-700">
            {formatRent(item.price, period as "year" | "month" | "night" | null)}
          </p>
          {/* A result carries no fees, so no move-in total beside it (a sale's period is null: nothing). */}
          <IncomeNeeded priceKobo={item.price_kobo} rentPeriod={period} className="text-sm text-muted" />
          <h3 className="font-semibold text-ink group-hover:underline">
            <Highlight text={item.title} words={words} />
          </h3>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-muted">
              <Glyph name="map-pin" />
              <Highlight text={place} words={words} />
            </p>
          ) : null}
          <p className="mt-auto flex gap-4 pt-2 text-sm text-muted">
            {item.bedrooms ? (
              <span className="inline-flex items-center gap-1">
                <Glyph name="bed" />
                {formatCount(item.bedrooms, "bed")}
              </span>
            ) : null}
            {item.bathrooms ? (
              <span className="inline-flex items-center gap-1">
                <Glyph name="bath" />
                {formatCount(item.bathrooms, "bath")}
              </span>
            ) : null}
            {item.property_type ? (
              <span>
                <Highlight text={item.property_type} words={words} />
              </span>
            ) : null}
          </p>
        </div>
      </Link>
    </article>
  );
}

/** Where a person's page is: agents and tenants have their own paths (SPEC §2), others /profiles/{slug}. */
export function personHref(person: PersonCard): string {
  if (person.profile.role === "agent") return paths.agent(person.id);
  if (person.profile.role === "tenant") return paths.tenantProfile(person.id);
  return paths.profile(person.slug);
}

export function PersonResultCard({ person, words }: { person: PersonCard; words: string[] }) {
  const role = ROLE_TITLE[person.profile.role] ?? person.profile.role_title;
  return (
    <article className="card p-4">
      <Link to={personHref(person)} className="group flex items-start gap-3">
        <Avatar name={person.name} src={person.profile_picture} size={56} />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1 font-semibold text-ink group-hover:underline">
            <span className="truncate">
              <Highlight text={person.name} words={words} />
            </span>
            {person.verified ? (
              <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-brand-600" />
            ) : null}
          </h3>
          <p className="text-sm font-semibold text-brand-700">
            {role}
            {person.profile.occupation ? (
              <span className="font-normal text-muted">
                {" · "}
                <Highlight text={person.profile.occupation} words={words} />
              </span>
            ) : null}
          </p>
          <TrustBadges checks={person.checks} skipIdentity className="mt-1" />
          {person.profile.location ? (
            <p className="flex items-center gap-1 text-sm text-muted">
              <Glyph name="map-pin" />
              <Highlight text={person.profile.location} words={words} />
            </p>
          ) : null}
          <p className="mt-1 flex items-center gap-1 text-sm text-muted">
            <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
            {hasReviews(person.reviews_count) ? (
              <span>
                {formatRating(person.average_rating)}
                <span className="sr-only"> out of 5</span> ({formatCount(person.reviews_count, "review")})
              </span>
            ) : (
              <span>{NO_REVIEWS_YET}</span>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}
