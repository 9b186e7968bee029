/**
 * Price drops on favourites (issue 53 item 1, ADR 0029). The sweep claims every price change not yet told (once,
 * across instances: a conditional update), weighs a listing's claimed changes together — the price before the
 * first of them against the listing's price now — and when that is a cut and the listing is live, tells everyone
 * who saved it and has the switch on: the bell (kind "price_drop"), an e-mail through the outbox, and web push to
 * their subscribed browsers, and WhatsApp's price-drop template to those who turned it on (ADR 0750). A rise, a cut undone before the sweep, or a hidden listing tells nobody. The claim
 * lives in the database, so a restart resumes with the changes not yet claimed.
 */
import { notificationMessages as M, nairaFromKobo } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { notify } from "../notifications/service.ts";
import type { PushService } from "../push/service.ts";
import * as repo from "./repo.ts";

/** Most price changes claimed by one run of the sweep (the rest wait for the next run). */
const BATCH = 500;

const priceText = (kobo: number, period: string | null) =>
  `${nairaFromKobo(kobo)}${period ? `/${period}` : ""}`;

export class PriceDropsService {
  constructor(
    private readonly deps: Pick<ServiceDeps, "db" | "outbox" | "log" | "config">,
    private readonly push: PushService,
  ) {}

  /** One run of the sweep; answers how many listings' cuts were told and to how many people in all. */
  async sweep(limit = BATCH): Promise<{ drops: number; told: number }> {
    const claimed = await repo.claimUntold(this.deps.db, limit);
    // The price before the first claimed change of each listing (claimed oldest first).
    const was = new Map<number, number>();
    // The newest claimed change of each listing: names the drop for one WhatsApp message per person (ADR 0750).
    const lastChange = new Map<number, number>();
    for (const c of claimed) {
      const id = Number(c.property_id);
      if (!was.has(id)) was.set(id, Number(c.old_price));
      lastChange.set(id, Math.max(lastChange.get(id) ?? 0, Number(c.id)));
    }
    let drops = 0;
    let told = 0;
    for (const [propertyId, before] of was) {
      const listing = await repo.liveListing(this.deps.db, propertyId);
      if (!listing || Number(listing.price) >= before) continue;
      drops++;
      const savers = await repo.saversToTell(this.deps.db, propertyId, Number(listing.owner_id));
      const drop = `${propertyId}:${lastChange.get(propertyId)}`;
      for (const s of savers) if (await this.tell(Number(s.user_id), s.email, listing, before, drop)) told++;
    }
    return { drops, told };
  }

  /** Tells one person of one cut on every channel they have; a failure is logged, never thrown. */
  private async tell(
    userId: number,
    email: string | null,
    l: repo.DropListing,
    before: number,
    drop: string,
  ) {
    const price = priceText(Number(l.price), l.rent_period);
    const wasText = priceText(before, l.rent_period);
    const place = [l.city, l.state].filter(Boolean).join(", ");
    const link = `/property/${l.slug}`;
    const base = this.deps.config.PUBLIC_URL;
    try {
      await notify(this.deps.db, userId, {
        kind: "price_drop",
        title: M.priceDropTitle(l.title),
        body: M.priceDropBody({ price, was: wasText, place }),
        link,
      });
      if (email)
        await this.deps.outbox.send({
          channel: "email",
          to: email,
          subject: M.priceDropMailSubject(l.title),
          text: M.priceDropMail({
            title: l.title,
            price,
            was: wasText,
            place,
            url: `${base}${link}`,
            settings: `${base}/dashboard`,
          }),
          kind: "price_drop",
        });
      await this.push.sendToUser(userId, {
        title: M.priceDropTitle(l.title),
        body: M.priceDropBody({ price, was: wasText, place }).slice(0, 300),
        url: link,
        tag: `price_drop:${l.slug}`,
      });
      // And on WhatsApp for those who turned it on (issue 50): the pre-approved price-drop template, once a drop.
      await this.deps.outbox.whatsapp.template(
        userId,
        "price_drop",
        [l.title, place, price, `${base}${link}`],
        {
          eventKey: `favourite_price_drop:${drop}:${userId}`,
        },
      );
      return true;
    } catch (err) {
      this.deps.log.warn({ err, userId, propertyId: l.id }, "price-drop notice not sent");
      return false;
    }
  }

  preferences(session: Session) {
    return repo.preferencesOf(this.deps.db, session.userId);
  }

  async setPreferences(session: Session, p: { price_drops: boolean }) {
    await repo.setPriceDrops(this.deps.db, session.userId, p.price_drops);
    return repo.preferencesOf(this.deps.db, session.userId);
  }
}
