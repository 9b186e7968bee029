/** A project as a card: cover, status, name, place, price range ("From ₦…"), completion date, demo label. */
import { PROJECT_STATUS_LABELS, type Project } from "@ile/contract";
import { Building2, CalendarClock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { formatCount, formatDate, formatKobo, formatPlace } from "@/lib/format";

export function priceRange(p: Pick<Project, "min_price_kobo" | "max_price_kobo">) {
  if (p.min_price_kobo === null) return "Price on request";
  if (p.max_price_kobo === null || p.max_price_kobo === p.min_price_kobo) return formatKobo(p.min_price_kobo);
  return `From ${formatKobo(p.min_price_kobo)}`;
}

export function ProjectCard({ project: p }: { project: Project }) {
  const cover = p.images.find((i) => i.is_cover) ?? p.images[0];
  return (
    <article className="card flex flex-col overflow-hidden" aria-labelledby={`project-${p.id}`}>
      <div className="relative aspect-[4/3] bg-brand-50">
        {cover ? (
          <img
            src={p.cover ?? cover.url}
            srcSet={cover.sizes.map((s) => `${s.url} ${s.width}w`).join(", ")}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt={cover.alt || p.name}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-600">
            <Building2 aria-hidden="true" className="size-10" />
          </div>
        )}
        <span className="absolute left-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
          {PROJECT_STATUS_LABELS[p.status]}
        </span>
        {p.demo ? (
          <span className="absolute right-2 top-2 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">
            Demo project
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-semibold text-brand-800">{priceRange(p)}</p>
        <h3 id={`project-${p.id}`} className="font-semibold">
          <Link to={paths.project(p.id)} className="hover:underline">
            {p.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" /> {formatPlace(p.location.city, p.location.state)}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <CalendarClock aria-hidden="true" className="size-4" />
          {p.status === "completed" ? "Completed" : `Completion ${formatDate(p.completion_date)}`}
        </p>
        <p className="mt-auto pt-2 text-sm text-muted">
          {formatCount(p.unit_types.length, "unit type")} · by {p.developer.company_name ?? p.developer.name}
        </p>
      </div>
    </article>
  );
}
