/** The service worker's runtime caches (ADR 0018); shared by the build config and the app. */
export const CACHE_NAMES = {
  /** Listings opened while signed out: public answers of GET /api/properties/{slug}. */
  listings: "ile-listings",
  /** The signed-in user's listings and saved listings; emptied when the session ends. */
  user: "ile-user",
  /** Listing and profile photos under /uploads. */
  photos: "ile-photos",
} as const;
