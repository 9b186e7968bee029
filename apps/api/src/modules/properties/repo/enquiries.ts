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
