/**
 * The notifications' words (zod-free, so a page that shows one does not load the schemas; issue 48):
 * what alerts call a listing's reason, and the messages of the bell, push and e-mail.
 */
import { nairaFromKobo } from "./constants.ts";

/** Why a listing is in a saved-search alert (ADR 0406), as alerts name it. */
export const alertReasons = {
  new: "New",
  available: "Available again",
  price_drop: "Price reduced",
} as const;

export const notificationMessages = {
  notFound: "Notification not found",
  markedRead: "Marked as read",
  allRead: "All notifications marked as read",
  outbidTitle: "You have been outbid",
  outbidBody: (title: string, highKobo: number) =>
    `Someone bid ${nairaFromKobo(highKobo)} on "${title}". Bid again to stay in the auction.`,
  outbidMailSubject: (title: string) => `You have been outbid on "${title}"`,
  outbidMail: (title: string, highKobo: number, nextKobo: number, url: string) =>
    `Someone placed a higher bid on "${title}".\n\nThe highest bid is now ${nairaFromKobo(highKobo)}; the next bid must be at least ${nairaFromKobo(nextKobo)}.\n\nBid again: ${url}`,
  enquiryTitle: (title: string) => `New enquiry about "${title}"`,
  enquiryBody: (name: string, message: string) => `${name} wrote: ${message}`,
  /** A saved-search alert, one notification per listing (ADR 0410): "New: Bright flat" and what and where. */
  alertTitle: (reason: "new" | "available" | "price_drop", title: string) =>
    `${alertReasons[reason]}: ${title}`,
  alertBody: (o: { search: string; price: string; place: string }) =>
    `${[o.price, o.place].filter(Boolean).join(" · ")}. Matches your saved search "${o.search}".`,
  /** A listing I saved got cheaper (issue 53, ADR 0029): the bell, the push message and the e-mail. */
  priceDropTitle: (title: string) => `Price reduced: ${title}`,
  priceDropBody: (o: { price: string; was: string; place: string }) =>
    `Now ${o.price}, was ${o.was}${o.place ? ` · ${o.place}` : ""}. You saved this listing.`,
  priceDropMailSubject: (title: string) => `A listing you saved is cheaper: ${title}`,
  priceDropMail: (o: {
    title: string;
    price: string;
    was: string;
    place: string;
    url: string;
    settings: string;
  }) =>
    `"${o.title}"${o.place ? ` in ${o.place}` : ""} is now ${o.price}, down from ${o.was}.\n\nSee the listing: ${o.url}\n\nYou get this because you saved the listing on Ile. To stop these e-mails, turn off price-drop alerts in your dashboard: ${o.settings}`,
  preferencesSaved: "Notification settings saved",
  requestResponseTitle: "An agent answered your property request",
  requestResponseBody: (name: string, message: string) => `${name} wrote: ${message}`,
  requestResponseMailSubject: "An agent answered your property request on Ile",
  requestResponseMail: (o: { name: string; email: string; message: string; listingUrl: string | null }) =>
    `${o.name} answered the property request you posted on Ile:\n\n${o.message}\n\n${o.listingUrl ? `The listing they suggest: ${o.listingUrl}\n\n` : ""}Reply to them at ${o.email}.`,
} as const;
