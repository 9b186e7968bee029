/**
 * The site's origin ("https://ile.ng") for absolute links: share links, canonical URLs, Open Graph images. In the
 * browser it is the page's own; on the server, the request's (set by entry-server.tsx right before its
 * synchronous render, so concurrent requests never see each other's).
 */
let serverOrigin = "";

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  return typeof window === "undefined" ? serverOrigin : window.location.origin;
}
