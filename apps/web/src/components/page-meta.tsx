/**
 * A page's head (ADR 0022): its title, description, canonical URL, and the Open Graph and Twitter card tags that
 * WhatsApp, Facebook and X read when a link is shared. React hoists them into <head>; the server sends them in the
 * first HTML.
 */
import { useLocation } from "react-router";
import { siteOrigin } from "@/lib/origin";

export interface PageMetaProps {
  /** The document title ("… — Ile"). */
  title: string;
  description: string;
  /** A photo of what the page shows (a site path or an absolute URL); the app icon otherwise. */
  image?: string | null;
  /** The canonical path (default: this page's path, without its query). */
  path?: string;
  type?: "website" | "article" | "profile";
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * The image a link preview shows for a site photo: its JPEG copy from the API (/api/share-images), because WhatsApp
 * and most link-preview crawlers do not read WebP, the format every photo is stored in. Other URLs stay as they are.
 */
export function shareImage(url: string): string {
  const photo = /^\/(api\/photos|uploads)\/([^?#]+)\.webp$/.exec(url);
  if (!photo) return url;
  return `/api/share-images/${photo[1] === "uploads" ? "uploads" : "photos"}/${photo[2]}.jpg`;
}

export function PageMeta({ title, description, image, path, type = "website" }: PageMetaProps) {
  const { pathname } = useLocation();
  const origin = siteOrigin();
  const url = `${origin}${path ?? pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content="Ile" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta
        property="og:image"
        content={absolute(origin, image ? shareImage(image) : "/icons/icon-512.png")}
      />
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
    </>
  );
}

/** The first sentences of a text, at most about 160 characters (a description search engines show whole). */
export function summary(text: string | null | undefined, max = 160): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}
