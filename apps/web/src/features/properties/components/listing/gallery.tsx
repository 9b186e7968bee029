/** The listing's photos: the cover large, the others as thumbnails; previous / next on the large one. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";

export function Gallery({
  images,
  title,
}: {
  images: Array<{ id: number; url: string; sizes: Array<{ width: number; url: string }>; alt: string }>;
  title: string;
}) {
  const [index, setIndex] = useState(0);
  if (!images.length)
    return (
      <div className="card flex aspect-[16/9] items-center justify-center text-muted">No photos yet</div>
    );
  const at = Math.min(index, images.length - 1);
  const image = images[at]!;
  const step = (by: number) => setIndex((at + by + images.length) % images.length);
  return (
    <section aria-label="Photos" className="flex flex-col gap-2">
      <figure className="relative">
        <img
          src={image.url}
          srcSet={image.sizes.map((s) => `${s.url} ${s.width}w`).join(", ")}
          sizes="(min-width: 1280px) 1216px, 100vw"
          alt={image.alt || `${title}, photo ${at + 1} of ${images.length}`}
          // The page's largest paint: fetched first (and preloaded from the server's HTML, ADR 0022).
          fetchPriority={at === 0 ? "high" : "auto"}
          width={1280}
          height={720}
          className="aspect-[16/9] w-full rounded-[var(--radius-card)] object-cover"
        />
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className="absolute left-2 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow"
              aria-label="Previous photo"
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className="absolute right-2 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow"
              aria-label="Next photo"
              onClick={() => step(1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <figcaption
              className="absolute bottom-2 right-2 rounded-full bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white"
              aria-live="polite"
            >
              Photo {at + 1} of {images.length}
            </figcaption>
          </>
        ) : null}
      </figure>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label="All photos">
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-pressed={i === at}
                className={`block overflow-hidden rounded-[var(--radius-control)] border-2 ${i === at ? "border-brand-600" : "border-transparent"}`}
              >
                <img
                  src={img.sizes[0]?.url ?? img.url}
                  alt=""
                  loading="lazy"
                  width={96}
                  height={72}
                  className="h-[72px] w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
