/** /blog (issue 21): articles with cover, author, tags and reading time; search and tag filter. */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { articlesQuery } from "../api/news";

export const queries: PageQueries = () => [articlesQuery({})];

export function Component() {
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState("");
  const list = useQuery(articlesQuery({ ...(query ? { query } : {}), ...(tag ? { tag } : {}) }));
  const posts = list.data?.posts ?? [];
  return (
    <>
      <title>Blog — Ile</title>
      <PageHeader title="Blog" />
      <div className="container-page flex flex-col gap-6 pb-10">
        <div className="flex flex-wrap items-end gap-3">
          <label className="label max-w-md flex-1">
            Search articles
            <input className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </label>
          {tag && (
            <button type="button" className="btn-secondary" onClick={() => setTag("")}>
              Tag: {tag} ✕
            </button>
          )}
        </div>
        <QueryState
          query={list}
          loading="Loading articles..."
          skeleton="cards"
          error={(error) => (
            <p role="alert" className="text-red-700">
              {error.message}
            </p>
          )}
          isEmpty={() => posts.length === 0}
          empty={
            <EmptyState title="No articles found">
              <p>Try another word or tag.</p>
            </EmptyState>
          }
        >
          {(_data) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((p) => (
                <li key={p.id} className="card flex flex-col gap-2 p-4">
                  {p.cover_url && (
                    <img src={p.cover_url} alt="" className="aspect-[16/9] w-full rounded object-cover" />
                  )}
                  <h2 className="text-lg font-semibold">
                    <Link to={paths.blogPost(p.slug)} className="hover:underline">
                      {p.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted">{p.excerpt}</p>
                  <p className="text-xs text-muted">
                    {p.author_name} · {formatDate(p.published_at)} · {p.reading_minutes} min read
                  </p>
                  <div className="flex flex-wrap gap-1">
                    {p.tags.map((t) => (
                      <button
                        key={t}
                        type="button"
                        className="rounded-full bg-brand-50 px-2 py-1 text-xs"
                        onClick={() => setTag(t)}
                      >
                        #{t}
                      </button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </>
  );
}
