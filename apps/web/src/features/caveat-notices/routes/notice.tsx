/**
 * /notice/{type}/{slug} (issue 21): the full notice (title and survey plan numbers, place, claimant, nature of
 * claim, date, documents) with a map, or a news post; then more notices. The body is HTML the server rendered
 * with raw HTML disabled (ADR 0801).
 */
import { NEWS_POST_TYPE_LABELS } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { formatDate, formatPlace } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { noticesQuery, postQuery } from "../api/caveat-notices";
import { NoticesList } from "../components/notices-list";

// The notice, then the "more notices" list under it (its first page).
export const queries: PageQueries = ({ params: { slug = "" } }) =>
  slug ? [postQuery(slug), noticesQuery({})] : [];

function osmEmbed(lat: number, lon: number) {
  const d = 0.006;
  const bbox = [lon - d, lat - d, lon + d, lat + d].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?${new URLSearchParams({ bbox, layer: "mapnik", marker: `${lat},${lon}` })}`;
}

export function Component() {
  const { type = "", slug = "" } = useParams();
  const post = useQuery(postQuery(slug));
  if (post.isError || (post.data && post.data.type !== type))
    return (
      <EmptyState level={1} title="This notice is not available">
        <title>Notice not available — Ile</title>
        <p role="alert">{post.error ? post.error.message : "Post not found."}</p>
      </EmptyState>
    );
  if (post.isPending)
    return (
      <div className="container-page py-10">
        <title>Notice — Ile</title>
        <h1 className="sr-only">Notice</h1>
        <p role="status">Loading the notice...</p>
      </div>
    );
  const p = post.data;
  const facts: Array<[string, string | null]> = [
    ["Title number", p.title_number],
    ["Survey plan number", p.survey_plan_number],
    ["Location", formatPlace(p.address, p.lga, p.state) || null],
    ["Claimant", p.claimant],
    ["Nature of claim", p.nature_of_claim],
    ["Date", p.claim_date ? formatDate(p.claim_date) : null],
    ["Published", formatDate(p.published_at)],
  ];
  return (
    <div className="container-page flex flex-col gap-6 py-6">
      <title>{`${p.title} — ${NEWS_POST_TYPE_LABELS[p.type]} — Ile`}</title>
      <article className="flex flex-col gap-4" aria-labelledby="notice-title">
        <p className="text-sm font-semibold uppercase text-muted">{NEWS_POST_TYPE_LABELS[p.type]}</p>
        <h1 id="notice-title" className="text-2xl font-bold">
          {p.title}
        </h1>
        {p.sample && (
          <p className="rounded bg-accent-100 p-3 text-sm" role="note">
            Sample notice: the parties and numbers are fictional and shown to explain how notices work on Ile.
          </p>
        )}
        <dl className="grid gap-2 sm:grid-cols-2">
          {facts
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k}>
                <dt className="text-xs text-muted">{k}</dt>
                <dd className="font-medium">{v}</dd>
              </div>
            ))}
        </dl>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server with raw HTML off (ADR 0801) */}
        <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: p.content_html }} />
        {p.documents.length > 0 && (
          <ul aria-label="Supporting documents">
            {p.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url} className="underline">
                  {d.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        {p.latitude !== null && p.longitude !== null && (
          <iframe
            title={`Map of ${p.title}`}
            src={osmEmbed(p.latitude, p.longitude)}
            loading="lazy"
            className="aspect-[16/9] w-full rounded border border-line"
          />
        )}
      </article>
      <section aria-labelledby="more-notices" className="flex flex-col gap-3">
        <h2 id="more-notices" className="text-xl font-semibold">
          More notices
        </h2>
        <NoticesList exclude={p.id} />
        <Link to={paths.groups} className="text-sm underline">
          Discuss in the community groups
        </Link>
      </section>
    </div>
  );
}
