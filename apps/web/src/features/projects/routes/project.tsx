/**
 * /project/{id} (issue 4, ADR 0250): a development's brochure images, status, location, unit types with prices,
 * payment plan, completion date and developer. A missing project still renders the page's h1.
 */
import { PROJECT_STATUS_LABELS } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageMeta, summary } from "@/components/page-meta";
import { PersonSummary } from "@/components/person-summary";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatKobo, formatPlace } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { projectQuery } from "../api/projects";
import { priceRange } from "../components/project-card";

export const queries: PageQueries = ({ params: { id = "" } }) => (/^\d+$/.test(id) ? [projectQuery(id)] : []);

export function Component() {
  const { id = "" } = useParams();
  const project = useQuery({ ...projectQuery(id), enabled: /^\d+$/.test(id) });
  if (!/^\d+$/.test(id) || project.isError) {
    const notFound =
      !/^\d+$/.test(id) || (project.error instanceof ApiError && [404, 422].includes(project.error.status));
    return (
      <EmptyState
        level={1}
        title={notFound ? "This project does not exist" : "The project could not be loaded"}
      >
        <title>{notFound ? "Project not found — Ile" : "Project could not be loaded — Ile"}</title>
        <p>{notFound ? "It may have been removed by its developer." : project.error?.message}</p>
        <Link to={paths.newProjects} className="btn-primary mt-4 inline-flex">
          See all new projects
        </Link>
      </EmptyState>
    );
  }
  if (project.isPending)
    return (
      <div className="container-page py-10">
        <title>Project — Ile</title>
        <h1 className="sr-only">Project</h1>
        <p role="status">Loading the project...</p>
      </div>
    );
  const p = project.data;
  return (
    <article className="container-page flex flex-col gap-6 py-6" aria-labelledby="project-title">
      <PageMeta
        title={`${p.name} — New project — Ile`}
        description={summary(p.description)}
        image={p.images[0]?.url}
        type="article"
      />
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {PROJECT_STATUS_LABELS[p.status]}
          </span>
          {p.demo ? (
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">
              Demo project (seed data, not a real development)
            </span>
          ) : null}
        </div>
        <h1 id="project-title" className="text-2xl font-semibold sm:text-3xl">
          {p.name}
        </h1>
        <p className="flex items-center gap-1 text-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {placeLine(p.location)}
        </p>
        <p className="text-3xl font-semibold text-brand-800">{priceRange(p)}</p>
      </header>

      <Brochure images={p.images} name={p.name} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <section className="card p-5" aria-labelledby="units-title">
            <h2 id="units-title" className="mb-3 text-lg font-semibold">
              Unit types and prices
            </h2>
            <section
              className="overflow-x-auto"
              aria-label="Unit types table"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
            >
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line text-muted">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Unit type
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Bedrooms
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Price
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Available
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.unit_types.map((u) => (
                    <tr key={u.id} className="border-b border-line last:border-0">
                      <th scope="row" className="py-2 pr-3 font-semibold">
                        {u.name}
                      </th>
                      <td className="py-2 pr-3">{u.bedrooms ?? "Not stated"}</td>
                      <td className="py-2 pr-3 font-semibold text-brand-800">{formatKobo(u.price_kobo)}</td>
                      <td className="py-2">{u.units_available ?? "On request"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </section>
          {/* Sections the developer left empty are left out (issue 38: no walls of N/A on public pages). */}
          {p.payment_plan ? (
            <section className="card p-5" aria-labelledby="plan-title">
              <h2 id="plan-title" className="mb-2 text-lg font-semibold">
                Payment plan
              </h2>
              <p className="whitespace-pre-line">{p.payment_plan}</p>
            </section>
          ) : null}
          {p.description ? (
            <section className="card p-5" aria-labelledby="about-title">
              <h2 id="about-title" className="mb-2 text-lg font-semibold">
                About the project
              </h2>
              <p className="whitespace-pre-line">{p.description}</p>
            </section>
          ) : null}
        </div>
        <aside className="flex flex-col gap-6">
          <section className="card p-5" aria-labelledby="facts-title">
            <h2 id="facts-title" className="mb-3 text-lg font-semibold">
              Key facts
            </h2>
            <dl className="grid grid-cols-2 gap-3">
              <div>
                <dt className="text-sm text-muted">Status</dt>
                <dd className="font-semibold">{PROJECT_STATUS_LABELS[p.status]}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Completion</dt>
                <dd className="font-semibold">{formatDate(p.completion_date)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Unit types</dt>
                <dd className="font-semibold">{p.unit_types.length}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Listed</dt>
                <dd className="font-semibold">{formatDate(p.created_at)}</dd>
              </div>
            </dl>
          </section>
          <PersonSummary title="Developer" person={p.developer} detail={p.developer.company_name} />
        </aside>
      </div>
    </article>
  );
}

/** "Address, City, State" without repeating a part the address already names. */
export function placeLine({ address, city, state }: { address: string; city: string; state: string }) {
  const parts = [address];
  for (const part of [city, state]) if (!address.toLowerCase().includes(part.toLowerCase())) parts.push(part);
  return formatPlace(...parts);
}

function Brochure({
  images,
  name,
}: {
  images: Array<{ id: number; url: string; sizes: Array<{ width: number; url: string }>; alt: string }>;
  name: string;
}) {
  const [index, setIndex] = useState(0);
  if (!images.length)
    return (
      <div className="card flex aspect-[16/9] items-center justify-center text-muted">
        No brochure images yet
      </div>
    );
  const image = images[Math.min(index, images.length - 1)]!;
  return (
    <section aria-label="Brochure" className="flex flex-col gap-2">
      <img
        src={image.url}
        srcSet={image.sizes.map((s) => `${s.url} ${s.width}w`).join(", ")}
        sizes="(min-width: 1024px) 66vw, 100vw"
        alt={image.alt && image.alt !== name ? image.alt : `${name}, image ${index + 1} of ${images.length}`}
        className="aspect-[16/9] w-full rounded-[var(--radius-card)] object-cover"
      />
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label="All brochure images">
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === index}
                className={`block size-16 overflow-hidden rounded-[var(--radius-control)] border-2 ${i === index ? "border-brand-600" : "border-transparent"}`}
              >
                <img
                  src={img.sizes[0]?.url ?? img.url}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
