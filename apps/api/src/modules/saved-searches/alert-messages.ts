/**
 * What an alert says (ADR 0406, 0410), one listing at a time: its title, price (ADR 0002, with the rent period),
 * place, photo and link, as the e-mail's lines, the push message and the notification centre's items say it.
 */
import { alertReasons, nairaFromKobo, type PushPayload, savedSearchMail } from "@ile/contract";
import type { PropertiesService } from "../properties/service.ts";
import type { AlertRow } from "./alerts.repo.ts";

type PropertyResult = Awaited<ReturnType<PropertiesService["byIds"]>>[number];
export type AlertReason = AlertRow["reason"];

/** One listing of an alert, ready to be told. `photo` is absolute; `link` is the listing's path on Ile. */
export interface AlertListing {
  id: number;
  slug: string;
  title: string;
  reason: AlertReason;
  price: string;
  place: string;
  photo: string | null;
  link: string;
}

export function alertListingOf(base: string, p: PropertyResult, reason: AlertReason): AlertListing {
  const photo = p.cover ?? p.images[0]?.url ?? null;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    reason,
    price: `${nairaFromKobo(p.price_kobo)}${p.rent_period ? `/${p.rent_period}` : ""}`,
    place: [p.address.city, p.address.state].filter(Boolean).join(", "),
    photo: photo ? (photo.startsWith("/") ? `${base}${photo}` : photo) : null,
    link: `/property/${p.slug}`,
  };
}

/** The e-mail's lines for one listing: why, title, price and place, photo link, listing link. */
export function listingLines(base: string, l: AlertListing): string[] {
  return [
    `${alertReasons[l.reason]}: ${l.title}`,
    `${l.price} · ${l.place}`,
    ...(l.photo ? [savedSearchMail.photo(l.photo)] : []),
    `${base}${l.link}`,
    "",
  ];
}

/** The alert's subject line (e-mail subject, push title). */
export function alertSubject(name: string, listings: AlertListing[], digest: boolean): string {
  return savedSearchMail.subject(name, listings.length, listings[0]!.title, digest);
}

/**
 * The push message: one listing opens that listing; several name the first three and open the notification
 * centre, where each listing is an item of its own.
 */
export function alertPushPayload(name: string, listings: AlertListing[], digest: boolean): PushPayload {
  const first = listings[0]!;
  const body =
    listings.length === 1
      ? `${alertReasons[first.reason]} · ${first.price} · ${first.place}`
      : `${listings
          .slice(0, 3)
          .map((l) => l.title)
          .join("; ")}${listings.length > 3 ? ` and ${listings.length - 3} more` : ""}`;
  return {
    title: alertSubject(name, listings, digest),
    body: body.slice(0, 300),
    url: listings.length === 1 ? first.link : "/notifications",
    ...(first.photo ? { image: first.photo } : {}),
  };
}
