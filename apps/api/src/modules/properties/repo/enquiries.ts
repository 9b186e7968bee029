/** Enquiries sent to listing owners. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import { pageWindow } from "../../../platform/pagination.ts";

export interface EnquiryRow {
  id: number | string;
  property_id: number | string;
  slug: string;
  title: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: Date | string;
}

export async function insertEnquiry(
  db: DbOrTx,
  e: {
    propertyId: number;
    ownerId: number;
    senderId: number | null;
    name: string;
    email: string;
    phone: string | null;
    message: string;
  },
) {
  await db.execute(sql`insert into property_enquiries (property_id, owner_id, sender_id, name, email, phone, message)
    values (${e.propertyId}, ${e.ownerId}, ${e.senderId}, ${e.name}, ${e.email}, ${e.phone}, ${e.message})`);
}

export async function countEnquiries(db: DbOrTx, ownerId: number): Promise<number> {
  const row = await firstOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from property_enquiries where owner_id = ${ownerId}`,
  );
  return Number(row?.n ?? 0);
}

/** One page of the enquiries an owner received, newest first. */
export function enquiryPage(db: DbOrTx, ownerId: number, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  return rowsOf<EnquiryRow>(
    db,
    sql`select e.*, p.slug, p.title from property_enquiries e join properties p on p.id = e.property_id
      where e.owner_id = ${ownerId} order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`,
  );
}

/** An enquiry as its owner (the lister) sees it, with the listing's title and the lister's first name. */
export function enquiryForOwner(db: DbOrTx, ownerId: number, id: number) {
  return firstOf<EnquiryRow & { sender_id: number | null; lister_name: string | null }>(
    db,
    sql`select e.*, p.slug, p.title,
               (select pr.first_name from profiles pr where pr.user_id = e.owner_id limit 1) as lister_name
          from property_enquiries e join properties p on p.id = e.property_id
         where e.id = ${id} and e.owner_id = ${ownerId}`,
  );
}

export interface EnquiryMessageRow {
  id: number | string;
  author: "enquirer" | "lister";
  body: string;
  channel: "web" | "whatsapp" | "email";
  created_at: Date | string;
}

/** One message of an enquiry's conversation (an answer, a reply). */
export async function insertEnquiryMessage(
  db: DbOrTx,
  m: {
    enquiryId: number;
    author: "enquirer" | "lister";
    body: string;
    channel: "web" | "whatsapp" | "email";
  },
) {
  const row = await firstOf<EnquiryMessageRow>(
    db,
    sql`insert into property_enquiry_messages (enquiry_id, author, body, channel)
        values (${m.enquiryId}, ${m.author}, ${m.body}, ${m.channel})
        returning id, author, body, channel, created_at`,
  );
  return row!;
}

export async function setEnquiryMessageChannel(db: DbOrTx, id: number, channel: "whatsapp" | "email") {
  await db.execute(
    sql`update property_enquiry_messages set channel = ${channel}, updated_at = now() where id = ${id}`,
  );
}

/** The conversation after the first message, oldest first. */
export function enquiryMessages(db: DbOrTx, enquiryId: number) {
  return rowsOf<EnquiryMessageRow>(
    db,
    sql`select id, author, body, channel, created_at from property_enquiry_messages
         where enquiry_id = ${enquiryId} order by id`,
  );
}
