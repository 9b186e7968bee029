/**
 * The parties' access to one tenancy, shared by the tenancy, rent and maintenance services (ADR 0950): only its
 * landlord side and its tenant see it (anyone else gets 404, as if it did not exist); only the landlord side
 * manages it; only its tenant pays rent and raises maintenance, and only while it is not over.
 */
import { tenancyMessages as M } from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import * as repo from "./repo.ts";
import { isManager, isTenant } from "./views.ts";

/** The tenancy if the session is one of its parties (else 404: its existence is not disclosed). */
export async function visibleTenancy(db: DbOrTx, id: number, session: Session) {
  const t = await repo.tenancyById(db, id);
  if (!t || !(isManager(t, session) || isTenant(t, session))) throw AppError.notFound(M.notFound);
  return t;
}

/** The tenancy if the session is on its landlord side (403 for its tenant, 404 for anyone else). */
export async function managedTenancy(db: DbOrTx, id: number, session: Session) {
  const t = await visibleTenancy(db, id, session);
  if (!isManager(t, session)) throw AppError.forbidden(M.notLandlord);
  return t;
}

/** 409 when the tenancy has ended or been renewed. */
export function assertNotOver(t: { status: string }) {
  if (t.status === "ended" || t.status === "renewed") throw new AppError(409, M.tenancyOver, "TENANCY_OVER");
}

/** The tenancy if the session is its tenant and it is not over (404 for strangers, 403 for the landlord side). */
export async function tenantsLiveTenancy(db: DbOrTx, id: number, session: Session) {
  const t = await visibleTenancy(db, id, session);
  if (!isTenant(t, session)) throw AppError.forbidden(M.notTenant);
  assertNotOver(t);
  return t;
}
