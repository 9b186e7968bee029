/**
 * What the service worker does with each request (ADR 0018). Workbox writes these matchers into the generated
 * worker as source text, so each one must be self-contained (no outside names). Anything no rule matches, such
 * as /api/docs, /api/sandbox/*, webhooks, other API calls and any POST, is left to the browser untouched.
 */
import type { ManifestOptions, VitePWAOptions } from "vite-plugin-pwa";
import { CACHE_NAMES } from "./src/config/pwa";

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions["workbox"]>["runtimeCaching"]>;

const DAY = 24 * 60 * 60;

export const runtimeCaching: RuntimeCaching = [
  {
    // Pages: always the server's answer (today the SPA's index.html, later server-rendered HTML), so a deploy is
    // seen at once and nothing private is stored; offline, the precached shell, which then renders from the
    // caches below.
    urlPattern: ({ request, url }) =>
      request.mode === "navigate" && !/^\/(api|svc|uploads)(\/|$)/.test(url.pathname),
    handler: "NetworkOnly",
    options: { precacheFallback: { fallbackURL: "index.html" } },
  },
  {
    // A listing opened while signed out: public, kept for offline reading.
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      !request.headers.has("authorization") &&
      /^\/api\/properties\/(?!featured$|latest$|mine$)[^/]+$/.test(url.pathname),
    handler: "NetworkFirst",
    options: {
      cacheName: CACHE_NAMES.listings,
      networkTimeoutSeconds: 5,
      expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Signed in: the listings the user opens (they carry the user's own saved mark) and their saved listings,
    // in a cache of their own that is emptied on logout. No other signed-in answer is ever stored.
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      (url.pathname === "/api/favourites" ||
        (request.headers.has("authorization") &&
          /^\/api\/properties\/(?!featured$|latest$|mine$)[^/]+$/.test(url.pathname))),
    handler: "NetworkFirst",
    options: {
      cacheName: CACHE_NAMES.user,
      networkTimeoutSeconds: 5,
      expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Listing and profile photos (public/ under UPLOADS_DIR; private files are never served under /uploads).
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && /^\/uploads\/.+\.(webp|avif|jpe?g|png)$/.test(url.pathname),
    handler: "CacheFirst",
    options: {
      cacheName: CACHE_NAMES.photos,
      expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
];

export const pwaManifest: Partial<ManifestOptions> = {
  name: "Ile — property you can trust",
  short_name: "Ile",
  description:
    "Ile: rent, buy, let and manage property in Nigeria with verified agents, landlords and service providers.",
  lang: "en-NG",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: "#0f5132",
  background_color: "#ffffff",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
