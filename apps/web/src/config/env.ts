/** The web app's settings, read once at build time: the base of each API (ARCHITECTURE §1). */
const read = (value: string | undefined, fallback: string) =>
  (value && value.trim() !== "" ? value : fallback).replace(/\/$/, "");

export const env = {
  apiBase: read(import.meta.env.VITE_API_BASE, "/api"),
  newsletterBase: read(import.meta.env.VITE_NEWSLETTER_BASE, "/svc/newsletter"),
  groupsBase: read(import.meta.env.VITE_GROUPS_BASE, "/svc/groups"),
  providersBase: read(import.meta.env.VITE_PROVIDERS_BASE, "/svc/providers"),
  storeBase: read(import.meta.env.VITE_STORE_BASE, "/svc/store"),
  newsBase: read(import.meta.env.VITE_NEWS_BASE, "/svc/news"),
} as const;
