/** KYC submissions (SQL only; the rules are in ../kyc-service.ts). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import type { KycDocumentType } from "../../../db/schema/accounts.ts";

export interface KycRow {
  id: number;
  user_id: number;
  document_type: KycDocumentType;
  document_number: string;
  front_file: string;
  back_file: string | null;
  selfie_file: string;
  status: "pending" | "approved" | "rejected";
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

export type KycStatus = KycRow["status"];

export function latestKyc(db: DbOrTx, userId: number) {
  return firstOf<KycRow>(
    db,
    sql`select * from kyc_submissions where user_id = ${userId} order by id desc limit 1`,
  );
}

export function kycById(db: DbOrTx, id: number) {
  return firstOf<KycRow>(db, sql`select * from kyc_submissions where id = ${id}`);
}

/** A new submission, unless one is pending or approved (then null). */
export function insertKyc(
  db: DbOrTx,
  k: {
    userId: number;
    documentType: KycDocumentType;
    documentNumber: string;
    frontFile: string;
    backFile: string | null;
    selfieFile: string;
  },
) {
  return firstOf<KycRow>(
    db,
    sql`insert into kyc_submissions (user_id, document_type, document_number, front_file, back_file, selfie_file)
        select ${k.userId}, ${k.documentType}, ${k.documentNumber}, ${k.frontFile}, ${k.backFile}, ${k.selfieFile}
         where not exists (select 1 from kyc_submissions
                            where user_id = ${k.userId} and status in ('pending', 'approved'))
        returning *`,
  );
}

export interface KycListRow extends KycRow {
  full_name: string;
  email: string;
  role: string;
  total: number;
}

/** Submissions of a status, oldest first, with the person and the total count. */
export function kycByStatus(db: DbOrTx, status: KycStatus, limit: number, offset: number) {
  return rowsOf<KycListRow>(
    db,
    sql`select k.*, trim(p.first_name || ' ' || p.last_name) as full_name, u.email, u.role,
               count(*) over ()::int as total
          from kyc_submissions k join users u on u.id = k.user_id join profiles p on p.user_id = k.user_id
         where k.status = ${status} order by k.id asc limit ${limit} offset ${offset}`,
  );
}

/** pending → approved or rejected, conditionally: null when it was not pending (or does not exist). */
export function reviewKyc(
  db: DbOrTx,
  id: number,
  decision: "approved" | "rejected",
  reason: string | null,
  adminId: number,
) {
  return firstOf<KycRow>(
    db,
    sql`update kyc_submissions set status = ${decision}, reason = ${reason}, reviewed_by = ${adminId},
               reviewed_at = now(), updated_at = now()
         where id = ${id} and status = 'pending' returning *`,
  );
}
