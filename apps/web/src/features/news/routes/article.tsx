/** /blog/{slug} (issue 21): one article (Markdown rendered on the server, raw HTML off; ADR 0801), share links. */
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { siteOrigin } from "@/lib/origin";
import type { PageQueries } from "@/lib/page-queries";
import { articleQuery } from "../api/news";

export const queries: PageQueries = ({ params: { slug = "" } }) => (slug ? [articleQuery(slug)] : []);

export function Component() {
  const { slug = "" } = useParams();
  const post = useQuery(articleQuery(slug));
  if (post.isError || (post.data && post.data.type !== "blog"))
    return (
      <EmptyState level={1} title="This article is not available">
        <title>Article not available — Ile</title>
        <p role="alert">{post.error ? post.error.message : "Post not found."}</p>
        <Link to={paths.blog} className="btn-primary mt-4 inline-flex">
          All articles
        </Link>
      </EmptyState>
    );
  if (post.isPending)
    return (
      <div className="container-page py-10">
        <title>Article — Ile</title>
        <h1 className="sr-only">Article</h1>
        <p role="status">Loading the article...</p>
      </div>
    );
  const p = post.data;
  const url = `${siteOrigin()}${paths.blogPost(p.slug)}`;
  const share = [
    ["WhatsApp", `https://wa.me/?text=${encodeURIComponent(`${p.title} ${url}`)}`],
    [
      "X",
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(p.title)}&url=${encodeURIComponent(url)}`,
    ],
    ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
    ["LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
  ];
  return (
    <article className="container-page flex max-w-3xl flex-col gap-4 py-6" aria-labelledby="article-title">
      <title>{`${p.title} — Ile blog`}</title>
      <Link to={paths.blog} className="text-sm text-muted hover:underline">
        All articles
      </Link>
      <h1 id="article-title" className="text-3xl font-bold">
        {p.title}
      </h1>
      <p className="text-sm text-muted">
        {p.author_name} · {formatDate(p.published_at)} · {p.reading_minutes} min read
      </p>
      {p.cover_url && <img src={p.cover_url} alt="" className="w-full rounded" />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server with raw HTML off (ADR 0801) */}
      <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: p.content_html }} />
      <p className="flex flex-wrap gap-1 text-xs">
        {p.tags.map((t) => (
          <span key={t} className="rounded-full bg-brand-50 px-2 py-1">
            #{t}
          </span>
        ))}
      </p>
      <nav aria-label="Share" className="flex flex-wrap gap-2">
        {share.map(([name, href]) => (
          <a key={name} href={href} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            Share on {name}
          </a>
        ))}
      </nav>
    </article>
  );
}
