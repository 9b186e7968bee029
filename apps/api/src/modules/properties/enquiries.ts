/**
 * Enquiries: a visitor writes to a listing's owner (stored, then mailed through the outbox); owners read theirs
 * and answer them (issue 50, ADR 0750): on WhatsApp as free-form text inside the 24-hour window after the
 * enquirer last wrote there, else as the `enquiry_reply` template (their reply comes back into the conversation,
 * modules/whatsapp), else by e-mail.
 */
import {
  type EnquiryAnswerDelivery,
  type EnquiryThreadMessage,
  enquiryMessages as M,
  notificationMessages,
  propertyMessages,
} from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { pageMeta } from "../../platform/pagination.ts";
import { enquiryOut } from "./present.ts";
import {
  countEnquiries,
  type EnquiryMessageRow,
  enquiryForOwner,
  enquiryMessages,
  enquiryPage,
  insertEnquiry,
  insertEnquiryMessage,
  setEnquiryMessageChannel,
} from "./repo/enquiries.ts";
import { listingBySlug, userEmail } from "./repo/listings.ts";
import type { PropertiesService } from "./service.ts";

export interface EnquiryInput {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
}

export class EnquiriesService {
  constructor(
    private readonly listings: PropertiesService,
    private readonly outbox: Outbox | undefined,
  ) {}

  async send(slug: string, session: Session | null, b: EnquiryInput) {
    const db = this.listings.db;
    const property = await listingBySlug(db, slug);
    if (!property) throw AppError.notFound(propertyMessages.notFound);
    // The enquiry and the owner's notification of it are one write (ADR 0270).
    await db.transaction(async (tx) => {
      await insertEnquiry(tx, {
        propertyId: Number(property.id),
        ownerId: Number(property.owner_id),
        senderId: session?.userId ?? null,
        name: b.name,
        email: b.email,
        phone: b.phone || null,
        message: b.message,
      });
      await this.listings.notifications.notify(tx, Number(property.owner_id), {
        kind: "enquiry",
        title: notificationMessages.enquiryTitle(property.title),
        body: notificationMessages.enquiryBody(b.name, b.message),
        link: "/dashboard/enquiries",
      });
    });
    const owner = await userEmail(db, Number(property.owner_id));
    if (owner !== null && this.outbox) {
      await this.outbox.send({
        channel: "email",
        to: owner,
        subject: propertyMessages.enquirySubject(property.title),
        text: propertyMessages.enquiryText({ ...b, title: property.title }),
        kind: "property_enquiry",
      });
    }
  }

  async received(session: Session, page: number, perPage: number) {
    const db = this.listings.db;
    const total = await countEnquiries(db, session.userId);
    const rows = await enquiryPage(db, session.userId, page, perPage);
    return { data: rows.map(enquiryOut), meta: pageMeta(page, perPage, total) };
  }

  /** The conversation of one of my enquiries (404 when it is not mine). */
  async thread(session: Session, id: number): Promise<EnquiryThreadMessage[]> {
    const db = this.listings.db;
    if (!(await enquiryForOwner(db, session.userId, id))) throw AppError.notFound(M.notFound);
    return (await enquiryMessages(db, id)).map(enquiryMessageOut);
  }

  /**
   * The lister answers: stored in the conversation, then sent on WhatsApp free-form inside the 24-hour window,
   * else as the enquiry_reply template when the enquirer has WhatsApp on, else by e-mail.
   */
  async answer(session: Session, id: number, text: string) {
    const db = this.listings.db;
    const e = await enquiryForOwner(db, session.userId, id);
    if (!e) throw AppError.notFound(M.notFound);
    const row = await insertEnquiryMessage(db, {
      enquiryId: id,
      author: "lister",
      body: text,
      channel: "web",
    });
    const title = String(e.title);
    const lister = e.lister_name || "The lister";
    const link = `${this.listings.deps.config.PUBLIC_URL}/property/${e.slug}`;
    const mail = { subject: M.answerSubject(title), text: M.answerMail(lister, title, text, link) };
    const options = { enquiryId: id, fallback: mail, eventKey: `enquiry_answer:${row.id}` };
    let delivery: EnquiryAnswerDelivery = "email";
    const wa = this.outbox?.whatsapp;
    const sender = e.sender_id === null ? null : Number(e.sender_id);
    if (wa && sender !== null && (await wa.text(sender, "enquiry_answer", text, options)))
      delivery = "whatsapp";
    else if (
      wa &&
      sender !== null &&
      (await wa.template(sender, "enquiry_reply", [lister, title, text], options))
    )
      delivery = "whatsapp_template";
    else if (this.outbox)
      await this.outbox.send({ channel: "email", to: String(e.email), ...mail, kind: "enquiry_answer" });
    await setEnquiryMessageChannel(db, Number(row.id), delivery === "email" ? "email" : "whatsapp");
    const message =
      delivery === "whatsapp"
        ? M.answeredOnWhatsApp
        : delivery === "whatsapp_template"
          ? M.answeredByTemplate
          : M.answeredByEmail;
    return {
      message,
      delivery,
      data: enquiryMessageOut({ ...row, channel: delivery === "email" ? "email" : "whatsapp" }),
    };
  }
}

export const enquiryMessageOut = (r: EnquiryMessageRow): EnquiryThreadMessage => ({
  id: Number(r.id),
  author: r.author,
  body: r.body,
  channel: r.channel,
  created_at: iso(r.created_at),
});
