/**
 * A private file (KYC documents, maintenance photos: ADR 0951) shown as an image: fetched with the bearer token
 * through the main client's `blobUrl`, never by a public URL; the object URL is revoked when it goes.
 */
import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";

export function PrivateImage({
  path,
  alt,
  className,
  caption,
}: {
  /** The API path that serves the file to its owner and the people allowed to see it. */
  path: string;
  alt: string;
  className?: string;
  /** Shown under the image, inside the link that opens it full size. */
  caption?: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let gone = false;
    api
      .blobUrl(path)
      .then((u) => {
        made = u;
        if (gone) URL.revokeObjectURL(u);
        else setUrl(u);
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  if (failed) return <p className="text-sm text-negative">{alt}: could not load</p>;
  if (!url) return <p className="text-sm text-muted">Loading {alt.toLowerCase()}...</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img src={url} alt={alt} className={className} />
      {caption ? <span className="text-sm text-brand-700 underline">{caption}</span> : null}
    </a>
  );
}
