/** Enquiries: a visitor writes to a listing's owner (stored, then mailed through the outbox); owners read theirs. */
import { notificationMessages, propertyMessages } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { pageMeta } from "../../platform/pagination.ts";
import { enquiryOut } from "./present.ts";
import { countEnquiries, enquiryPage, insertEnquiry } from "./repo/enquiries.ts";
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
}
