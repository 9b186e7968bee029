/**
 * Saved searches and their alerts (issue 37, ADR 0406): a search's own parameters (those of GET /api/search, plus
 * the listing lists' category), a name, a frequency and channels. One source for the API and the web.
 */
import { z } from "zod";
import { PROPERTY_CATEGORIES } from "./properties-constants.ts";
import { updateSchemaOf } from "./schemas.ts";

/** Most saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily"] as const;
/**
 * The ways an alert reaches its owner, named as the owner sees them (issue 53, ADR 0029): `email`, `sms`, `in_app`
 * (the bell, /notifications) and `push` (web push to the owner's subscribed browsers, ADR 0410; the web offers it
 * where the browser can show it). Searches saved before `in_app` was a channel got the bell with every alert and
 * keep it (migration 0731). `whatsapp` (issue 50, ADR 0750) needs the owner to have turned WhatsApp on.
 */
export const SAVED_SEARCH_CHANNELS = ["email", "sms", "in_app", "push", "whatsapp"] as const;
export type SavedSearchChannel = (typeof SAVED_SEARCH_CHANNELS)[number];
/** A new search without channels: an e-mail and the bell. */
export const DEFAULT_SAVED_SEARCH_CHANNELS: SavedSearchChannel[] = ["email", "in_app"];
/** Each channel as a person reads it: `choice` in the saved-search form, `short` in "Instant alerts by …". */
export const savedSearchChannelLabels = {
  email: { choice: "E-mail", short: "e-mail" },
  sms: { choice: "SMS (text message)", short: "SMS" },
  in_app: { choice: "In-app (the bell on Ile)", short: "in-app notification" },
  push: { choice: "Push (notifications in this browser)", short: "push" },
  whatsapp: { choice: "WhatsApp", short: "WhatsApp" },
} as const satisfies Record<SavedSearchChannel, { choice: string; short: string }>;

export const savedSearchMessages = {
  created: "Search saved. We will tell you when a matching listing appears.",
  updated: "Saved search updated",
  deleted: "Saved search deleted",
  notFound: "Saved search not found",
  limit: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  nameRequired: "Give the search a name",
  nameTooLong: "The name is at most 80 characters",
  frequencyInvalid: "Frequency must be instant or daily",
  channelInvalid: "Channels are email, sms, in_app, push or whatsapp",
  channelsRequired: "Choose at least one way to be told",
  smsNeedsPhone: "Add a phone number to your account to get alerts by SMS",
  emptySearch: "Search for something first: a word, a place or a filter",
  paramTooLong: "Each search field is at most 200 characters",
  unsubscribed: "You will get no more alerts for this search. You can turn it back on in your dashboard.",
  unsubscribeInvalid: "This unsubscribe link is not valid or has expired",
  /** The unsubscribe page (issue 53): its headings, its offer to turn the alert back on, and what that did. */
  unsubscribedTitle: "Unsubscribed",
  unsubscribeInvalidTitle: "Link not valid",
  unsubscribing: "Stopping these alerts...",
  resubscribe: "Turn the alert back on",
  resubscribed: "The alert is on again. We will tell you when a matching listing appears.",
  resubscribedTitle: "Alert back on",
} as const;

/** What an alert's e-mail and SMS say around its listings (apps/api saved-searches alerts, through the outbox). */
export const savedSearchMail = {
  /** The e-mail's subject and the push title: one listing by its title, several by their number. */
  subject: (name: string, count: number, firstTitle: string, digest: boolean) =>
    count === 1
      ? `${digest ? "Today's match" : "New match"} for "${name}": ${firstTitle}`
      : `${count} ${digest ? "listings today" : "new listings"} for "${name}"`,
  photo: (url: string) => `Photo: ${url}`,
  /** The e-mail: the listings' lines (each ends with a blank line), those left out, the links. */
  text: (name: string, lines: string[], more: number, manage: string, unsubscribe: string) =>
    [
      `Listings that match your saved search "${name}":`,
      "",
      ...lines,
      ...(more > 0 ? [`…and ${more} more.`, ""] : []),
      `Manage your saved searches: ${manage}`,
      `Stop these alerts: ${unsubscribe}`,
    ].join("\n"),
  sms: (what: string, name: string, link: string, unsubscribe: string) =>
    `Ile: ${what} for "${name.slice(0, 30)}" ${link} Stop: ${unsubscribe}`,
  smsCount: (count: number) => `${count} new listings`,
} as const;

const param = z.string().trim().max(200, { error: savedSearchMessages.paramTooLong }).optional();

/** The search, exactly as GET /api/search takes it (and `category`, which the listing lists add). */
export const savedSearchParamsSchema = z.strictObject({
  query: param,
  state: param,
  city: param,
  listingType: param,
  bedroomCount: param,
  minPrice: param,
  maxPrice: param,
  propertyType: param,
  category: z.enum(PROPERTY_CATEGORIES, { error: "Unknown category" }).optional(),
});
export type SavedSearchParams = z.infer<typeof savedSearchParamsSchema>;

export const savedSearchInputSchema = z.object({
  name: z
    .string({ error: savedSearchMessages.nameRequired })
    .trim()
    .min(1, { error: savedSearchMessages.nameRequired })
    .max(80, { error: savedSearchMessages.nameTooLong }),
  params: savedSearchParamsSchema,
  frequency: z
    .enum(SAVED_SEARCH_FREQUENCIES, { error: savedSearchMessages.frequencyInvalid })
    .default("instant"),
  channels: z
    .array(z.enum(SAVED_SEARCH_CHANNELS, { error: savedSearchMessages.channelInvalid }))
    .min(1, { error: savedSearchMessages.channelsRequired })
    .max(SAVED_SEARCH_CHANNELS.length)
    .default(DEFAULT_SAVED_SEARCH_CHANNELS),
  paused: z.boolean().default(false),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;
export const savedSearchUpdateSchema = updateSchemaOf(savedSearchInputSchema);

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  params: savedSearchParamsSchema,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  channels: z.array(z.enum(SAVED_SEARCH_CHANNELS)),
  paused: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
