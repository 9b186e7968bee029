import type { PersonCard as Person } from "@ile/contract";
import { BadgeCheck, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/avatar";
import { TrustBadges } from "@/components/trust-badges";
import { ROLE_TITLE } from "@/lib/roles";
import { personHref } from "../lib/options";
import { RatingStars } from "./rating";

/** A directory card: picture, name, role title, location, verified badge, average rating. */
export function PersonCard({ person }: { person: Person }) {
  return (
    <article className="card h-full">
      <Link
        to={personHref({ ...person, role: person.profile.role })}
        className="group flex h-full flex-col items-center gap-2 p-5 text-center"
      >
        <Avatar name={person.name} src={person.profile_picture} size={88} />
        <h2 className="mt-1 flex items-center gap-1 text-lg font-semibold text-ink group-hover:underline">
          {person.name}
          {person.verified ? (
            <BadgeCheck aria-label="Verified" className="size-5 shrink-0 text-brand-600" />
          ) : null}
        </h2>
        <p className="text-sm font-semibold text-brand-700">
          {ROLE_TITLE[person.profile.role] ?? person.profile.role_title}
        </p>
        <TrustBadges checks={person.checks} skipIdentity className="justify-center" />
        {person.profile.occupation ? <p className="text-sm text-muted">{person.profile.occupation}</p> : null}
        {person.profile.location ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {person.profile.location}
          </p>
        ) : null}
        <div className="mt-auto pt-1">
          <RatingStars value={person.average_rating} count={person.reviews_count} />
        </div>
      </Link>
    </article>
  );
}
