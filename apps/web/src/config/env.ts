/** The web app's settings, read once at build time: the base of each API (ARCHITECTURE §1). */
const read = (value: string | undefined, fallback: string) =>
  (value && value.trim() !== "" ? value : fallback).replace(/\/$/, "");

/** The footer's social networks (SPEC §2 "Connect With Us"), in the order shown. */
export const SOCIAL_NETWORKS = ["Facebook", "Instagram", "LinkedIn", "Twitter"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/**
 * Ile's own pages on the social networks, from VITE_SOCIAL_FACEBOOK, VITE_SOCIAL_INSTAGRAM, VITE_SOCIAL_LINKEDIN
 * and VITE_SOCIAL_TWITTER (issue 38: the footer pointed at the networks' home pages). Only https addresses count;
 * a network not configured is left out of the footer.
 */
export function readSocialLinks(vars: Record<string, string | undefined>): SocialLinks {
  const links: SocialLinks = {};
  for (const name of SOCIAL_NETWORKS) {
    const value = vars[`VITE_SOCIAL_${name.toUpperCase()}`]?.trim() ?? "";
    if (/^https:\/\/[^\s/]+\.[^\s]+$/i.test(value)) links[name] = value;
  }
  return links;
}

/** The map view's tiles and their credit (ADR 0408): MAP_TILE_URL (or VITE_MAP_TILE_URL), OpenStreetMap's by default. */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

export const env = {
  apiBase: read(import.meta.env.VITE_API_BASE, "/api"),
  newsletterBase: read(import.meta.env.VITE_NEWSLETTER_BASE, "/svc/newsletter"),
  groupsBase: read(import.meta.env.VITE_GROUPS_BASE, "/svc/groups"),
  providersBase: read(import.meta.env.VITE_PROVIDERS_BASE, "/svc/providers"),
  storeBase: read(import.meta.env.VITE_STORE_BASE, "/svc/store"),
  newsBase: read(import.meta.env.VITE_NEWS_BASE, "/svc/news"),
  social: readSocialLinks(import.meta.env),
  mapTileUrl:
    text(import.meta.env.VITE_MAP_TILE_URL) ?? text(import.meta.env.MAP_TILE_URL) ?? DEFAULT_MAP_TILE_URL,
  mapAttribution: text(import.meta.env.VITE_MAP_ATTRIBUTION) ?? DEFAULT_MAP_ATTRIBUTION,
} as const;
