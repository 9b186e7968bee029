/** KYC submissions (SQL only; the rules are in ../kyc-service.ts). */
import { type SQL, sql } from "drizzle-orm";
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

/** Another account verified with the same document (issue 34). */
export interface KycHolder {
  user_id: number;
  full_name: string;
  email: string;
}

export interface KycListRow extends KycRow {
  full_name: string;
  email: string;
  role: string;
  /** Other accounts with an approved submission of this document type and number. */
  approved_elsewhere: KycHolder[];
  total: number;
}

/** Other accounts already approved with this document, as the JSON array `approved_elsewhere`. */
const approvedElsewhere = (type: SQL, number: SQL, userId: SQL) =>
  sql`coalesce((select json_agg(json_build_object('user_id', o.user_id,
                  'full_name', trim(op.first_name || ' ' || op.last_name), 'email', ou.email) order by o.id)
                 from kyc_submissions o join users ou on ou.id = o.user_id join profiles op on op.user_id = o.user_id
                where o.status = 'approved' and o.document_type = ${type} and o.document_number = ${number}
                  and o.user_id <> ${userId}), '[]'::json)`;

/**
 * The other accounts approved with the document of submission `id`, read after taking the document's lock: two
 * approvals of one document at once are decided one after the other (call inside the approving transaction).
 */
export async function lockedHoldersOf(tx: DbOrTx, row: KycRow): Promise<KycHolder[]> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`kyc:${row.document_type}:${row.document_number}`}, 0))`,
  );
  const found = await firstOf<{ holders: KycHolder[] }>(
    tx,
    sql`select ${approvedElsewhere(sql`${row.document_type}`, sql`${row.document_number}`, sql`${row.user_id}`)} as holders`,
  );
  return found?.holders ?? [];
}

/** Submissions of a status, oldest first, with the person and the total count. */
export function kycByStatus(db: DbOrTx, status: KycStatus, limit: number, offset: number) {
  return rowsOf<KycListRow>(
    db,
    sql`select k.*, trim(p.first_name || ' ' || p.last_name) as full_name, u.email, u.role,
               ${approvedElsewhere(sql`k.document_type`, sql`k.document_number`, sql`k.user_id`)} as approved_elsewhere,
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
