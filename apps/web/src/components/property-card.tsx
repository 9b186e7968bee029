/** A listing as a card: cover image (lazy, responsive), price with its period, status colour, key facts, place. */
import type { Property } from "@ile/contract";
import { Bath, BedDouble, MapPin } from "lucide-react";
import { Link } from "react-router";
import { StatusBadge } from "@/components/status-badge";
import { paths } from "@/config/paths";
import { formatRent } from "@/lib/format";

export function srcSet(p: Pick<Property, "images">) {
  const cover = p.images.find((i) => i.is_cover) ?? p.images[0];
  return cover ? cover.sizes.map((s) => `${s.url} ${s.width}w`).join(", ") : undefined;
}

export function PropertyCard({ property: p }: { property: Property }) {
  return (
    <article className="card flex h-full flex-col overflow-hidden" aria-labelledby={`title-${p.id}`}>
      <Link
        to={paths.property(p.slug)}
        className="relative block aspect-[4/3] bg-canvas"
        tabIndex={-1}
        aria-hidden="true"
      >
        {p.cover ? (
          <img
            src={p.cover}
            srcSet={srcSet(p)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
            width={640}
            height={480}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-muted">No photo yet</span>
        )}
        <span className="absolute left-2 top-2">
          <StatusBadge status={p.status} />
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-semibold text-brand-800">
          {formatRent(p.price, p.listing_type === "rent" ? p.rent_period : null)}
        </p>
        <h3 id={`title-${p.id}`} className="font-semibold leading-snug">
          <Link to={paths.property(p.slug)} className="hover:underline">
            {p.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" /> {p.address.city}, {p.address.state}
        </p>
        <p className="mt-auto flex gap-4 pt-2 text-sm text-muted">
          <span className="flex items-center gap-1">
            <BedDouble aria-hidden="true" className="size-4" /> {p.bedrooms} bed{p.bedrooms === 1 ? "" : "s"}
          </span>
          <span className="flex items-center gap-1">
            <Bath aria-hidden="true" className="size-4" /> {p.bathrooms} bath{p.bathrooms === 1 ? "" : "s"}
          </span>
          <span>{p.property_type}</span>
        </p>
      </div>
    </article>
  );
}
