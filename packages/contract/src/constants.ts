/** The fixed label the website sends as `platform` (SPEC §3 "Newsletter subscription payload"). */
export const NEWSLETTER_PLATFORM = "ile-website";

/** SPEC §9: request timeout of the main API, newsletter, service-provider and news calls. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** SPEC §9: default token lifetime (30 days), used when a login/refresh reply carries no expires_in. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 2_592_000;
/** SPEC §9: the client refreshes the token when fewer than this many seconds remain. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 300;

const nairaText = /* @__PURE__ */ new Intl.NumberFormat("en-NG", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Kobo as naira text with ₦ and 2 decimals (ADR 0002), for the server's own messages and pages; the web formats with lib/format.ts. */
export const nairaFromKobo = (kobo: number) => `₦${nairaText.format(kobo / 100)}`;

/** The subject of an e-mail sent without one (platform/outbox.ts). */
export const MAIL_FALLBACK_SUBJECT = "Ile";
