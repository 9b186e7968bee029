/** /videos (issue 21): property tours and explainers in a grid (YouTube embeds, or uploaded files with posters). */
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/query-state";
import { EmptyState, PageHeader } from "@/components/ui/page";
import type { PageQueries } from "@/lib/page-queries";
import { videosQuery } from "../api/news";

export const queries: PageQueries = () => [videosQuery()];

export function Component() {
  const list = useQuery(videosQuery());
  const videos = list.data?.videos ?? [];
  return (
    <>
      <title>Videos — Ile</title>
      <PageHeader title="Videos" />
      <div className="container-page pb-10">
        <QueryState
          query={list}
          loading="Loading videos..."
          skeleton="cards"
          error={(error) => (
            <p role="alert" className="text-red-700">
              {error.message}
            </p>
          )}
          isEmpty={() => videos.length === 0}
          empty={
            <EmptyState title="No videos yet">
              <p>Property tours and explainers appear here when our editors publish them.</p>
            </EmptyState>
          }
        >
          {(_data) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {videos.map((v) => (
                <li key={v.id} className="card flex flex-col gap-2 p-3">
                  {v.source === "youtube" && v.youtube_id ? (
                    <iframe
                      title={v.title}
                      src={`https://www.youtube-nocookie.com/embed/${v.youtube_id}`}
                      loading="lazy"
                      allowFullScreen
                      className="aspect-video w-full rounded"
                    />
                  ) : v.file_url ? (
                    // biome-ignore lint/a11y/useMediaCaption: editors' uploads carry no caption track yet
                    <video
                      controls
                      preload="none"
                      poster={v.poster_url ?? undefined}
                      src={v.file_url}
                      className="w-full rounded"
                    />
                  ) : null}
                  <h2 className="font-semibold">{v.title}</h2>
                  <p className="text-xs uppercase text-muted">
                    {v.category === "tour" ? "Property tour" : "Explainer"}
                  </p>
                  <p className="text-sm text-muted">{v.description}</p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </>
  );
}
