/**
 * The photos of one listing: upload (up to 20 in all; JPEG, PNG, WebP or GIF, checked again by the server),
 * order with "Move earlier"/"Move later" buttons (keyboard and screen-reader friendly, no drag needed), choose
 * the cover, delete. Every change is saved at once and announced.
 */
import { type ImageOut, MAX_LISTING_IMAGES, type Property } from "@ile/contract";
import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { FormMessage } from "@/components/ui/field";
import { CORRECT_FIELDS, formErrors } from "@/lib/form-errors";
import { formatCount } from "@/lib/format";
import { orderImages, removeImage, uploadImages } from "../../api/manage";

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/** Files that may be added now, or the message saying why not. */
export function checkNewImages(existing: number, files: File[]): { ok: File[] } | { error: string } {
  if (files.length === 0) return { error: "Choose at least one image" };
  if (existing + files.length > MAX_LISTING_IMAGES)
    return {
      error: `A listing can have at most ${MAX_LISTING_IMAGES} images: you can add ${Math.max(0, MAX_LISTING_IMAGES - existing)} more.`,
    };
  const bad = files.find((f) => f.type && !ACCEPT.split(",").includes(f.type));
  if (bad) return { error: `This file is not a JPEG, PNG, WebP or GIF image: ${bad.name}` };
  return { ok: files };
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function ImageManager({ listing, onChange }: { listing: Property; onChange: (p: Property) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const images = listing.images;
  const left = MAX_LISTING_IMAGES - images.length;

  async function run(label: string, done: string, call: () => Promise<{ data: Property }>) {
    setBusy(label);
    setMessage(null);
    try {
      const res = await call();
      onChange(res.data);
      setMessage({ kind: "success", text: done });
    } catch (error) {
      const { fields, message: text } = formErrors(error);
      setMessage({ kind: "error", text: Object.values(fields)[0] ?? text ?? CORRECT_FIELDS });
    } finally {
      setBusy(null);
    }
  }

  function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    if (files.length === 0) return;
    const checked = checkNewImages(images.length, files);
    if ("error" in checked) {
      setMessage({ kind: "error", text: checked.error });
      return;
    }
    void run("upload", `${formatCount(files.length, "photo")} added`, () =>
      uploadImages(listing.slug, checked.ok),
    );
  }

  const move = (i: number, to: number) =>
    run("order", "Order saved", () =>
      orderImages(
        listing.slug,
        moveItem(images, i, to).map((img) => img.id),
      ),
    );
  const cover = (img: ImageOut) =>
    run("cover", "Cover photo changed", () =>
      orderImages(
        listing.slug,
        images.map((x) => x.id),
        img.id,
      ),
    );
  const remove = (img: ImageOut) => run("remove", "Photo deleted", () => removeImage(listing.slug, img.id));

  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="text-lg font-semibold" tabIndex={-1}>
            Photos
          </h3>
          <p className="text-sm text-muted" data-testid="image-count">
            {images.length} of {MAX_LISTING_IMAGES} photos. The cover is shown first on cards.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-files`} className="sr-only">
            Add photos
          </label>
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            accept={ACCEPT}
            multiple
            tabIndex={-1}
            className="sr-only"
            onChange={pick}
            disabled={left <= 0 || busy !== null}
          />
          <button
            type="button"
            className="btn-primary"
            onClick={() => input.current?.click()}
            disabled={left <= 0 || busy !== null}
            aria-describedby={`${id}-left`}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {busy === "upload" ? "Uploading..." : "Add photos"}
          </button>
          <p id={`${id}-left`} className="mt-1 text-xs text-muted">
            {left > 0
              ? `Up to ${left} more; JPEG, PNG, WebP or GIF`
              : "This listing has the most photos allowed"}
          </p>
        </div>
      </div>
      <div aria-live="polite">
        {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      </div>
      {images.length === 0 ? (
        <p className="text-muted">No photos yet. Listings with photos get far more enquiries.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((img, i) => {
            const label = `Photo ${i + 1}`;
            return (
              <li
                key={img.id}
                className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line p-2"
              >
                <div className="relative">
                  <img
                    src={img.sizes.find((s) => s.width === 320)?.url ?? img.url}
                    alt={`${label}${img.is_cover ? " (cover)" : ""}`}
                    loading="lazy"
                    width={320}
                    height={240}
                    className="aspect-[4/3] w-full rounded-[var(--radius-control)] object-cover"
                  />
                  {img.is_cover ? (
                    <span className="absolute left-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      Cover
                    </span>
                  ) : null}
                </div>
                <div className="grid grid-cols-2 gap-2">
                  <button
                    type="button"
                    className="btn-outline px-2"
                    disabled={i === 0 || busy !== null}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" /> Earlier
                    <span className="sr-only"> ({label})</span>
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-2"
                    disabled={i === images.length - 1 || busy !== null}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" /> Later
                    <span className="sr-only"> ({label})</span>
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-2"
                    aria-pressed={img.is_cover}
                    disabled={img.is_cover || busy !== null}
                    onClick={() => cover(img)}
                  >
                    <Star aria-hidden="true" className="size-4" /> Cover
                    <span className="sr-only"> ({label})</span>
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-2 text-negative"
                    disabled={busy !== null}
                    onClick={() => remove(img)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Delete
                    <span className="sr-only"> ({label})</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
