/**
 * One URL type for every link a person or an editor types (ADR 0015 addendum, issue 34 item 8): an absolute
 * `http:` or `https:` address with a host, at most URL_MAX characters, with no white space or control
 * character. Nothing a page could run (`javascript:`, `vbscript:`, `data:`, in any case) is a URL here. Replies
 * pass stored links through `webLinkOrNull`, so a row stored before the check never reaches a page as a link.
 */
import { z } from "zod";

export const URL_MAX = 2000;

export const urlMessages = {
  http: "Enter a web address starting with http:// or https://.",
  tooLong: `A web address must be at most ${URL_MAX} characters`,
  scriptLink: "Links must start with http:// or https:// (javascript:, data: and vbscript: are not allowed).",
} as const;

/** True for an absolute http(s) URL with a host and nothing else: the one kind of link Ile stores or shows. */
export function isHttpUrl(value: string): boolean {
  // Browsers ignore tabs and new lines inside a scheme ("java\tscript:"): none is allowed anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (value.length > URL_MAX || !/^https?:\/\/[^/?#]/i.test(value) || /[\s\u0000-\u001f\u007f]/.test(value))
    return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A stored link as a reply shows it: itself when it is an http(s) URL, otherwise null (rows stored before the check). */
export const webLinkOrNull = (value: string | null | undefined): string | null =>
  value && isHttpUrl(value) ? value : null;

/** The http(s) links of a stored list (social links), in their order. */
export const webLinksOnly = (values: readonly string[]): string[] => values.filter(isHttpUrl);

/** A URL field of an input schema: trimmed, http(s) only, at most URL_MAX characters; `message` names the field. */
export const httpUrl = (message: string = urlMessages.http) =>
  z
    .string({ error: message })
    .trim()
    .max(URL_MAX, { error: urlMessages.tooLong })
    .refine(isHttpUrl, { error: message });

/**
 * True when free text starts as a link a page could run (`javascript:`, `vbscript:`, a `data:` URL; in any
 * case, after leading white space and with the tabs and new lines browsers ignore removed): refused in text
 * fields a client might turn into a link (a profile's portfolio).
 */
export function isScriptLink(text: string): boolean {
  // Browsers skip leading spaces and control characters, and drop tabs and new lines anywhere in a URL.
  const start = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what browsers skip
    .replace(/^[\s\u0000-\u0020]+|[\t\n\r]/g, "")
    .slice(0, 80)
    .toLowerCase();
  // data: only as a data URL (a media type, then ";" or ","): "Data: 40 flats let" is text.
  return /^(javascript|vbscript):|^data:\s*([a-z0-9.+-]+\/[a-z0-9.+-]+\s*)?[;,]/.test(start);
}
