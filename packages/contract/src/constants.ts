/** The fixed label the website sends as `platform` (SPEC §3 "Newsletter subscription payload"). */
export const NEWSLETTER_PLATFORM = "ile-website";
