/**
 * Management requests (issue 24, ADR 0950, 0951): /property-management asks Ile to manage a property; staff list
 * them in /admin and move them along (new → contacted → in progress → closed, or declined). Every change is in the
 * audit log (in the change's transaction) and mailed to the requester through the outbox.
 */
import {
  tenancyMessages as M,
  MANAGEMENT_REQUEST_STATUS_LABELS,
  type ManagementRequestItem,
  type ManagementRequestStatus,
  managementMessages as MM,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import { AppError } from "../../platform/errors.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import * as repo from "./management.repo.ts";

const out = (r: repo.ManagementRequestRow): ManagementRequestItem => ({
  id: Number(r.id),
  user_id: r.user_id === null ? null : Number(r.user_id),
  name: r.name,
  email: r.email,
  phone: r.phone,
  city: r.city,
  units: Number(r.units),
  message: r.message,
  status: r.status,
  staff_note: r.staff_note,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

export class ManagementRequestsService {
  private readonly db: Db;
  constructor(private readonly deps: ServiceDeps) {
    this.db = deps.db;
  }

  async create(
    userId: number | null,
    input: { name: string; email: string; phone?: string; city: string; units: number; message?: string },
  ) {
    await repo.insertManagementRequest(this.db, {
      userId,
      name: input.name,
      email: input.email,
      phone: input.phone ?? "",
      city: input.city,
      units: input.units,
      message: input.message ?? "",
    });
    await this.deps.outbox.send({
      channel: "email",
      to: input.email,
      subject: M.managementSubject,
      text: M.managementText(input.name),
      kind: "management_request",
    });
  }

  async list(status: "open" | ManagementRequestStatus) {
    return (await repo.managementRequests(this.db, status)).map(out);
  }

  /** A staff member moves a request (audited with the note); the requester is emailed the new status. */
  async setStatus(adminId: number, id: number, status: ManagementRequestStatus, note: string) {
    const updated = await this.db.transaction(async (tx) => {
      const before = await repo.managementRequestForUpdate(tx, id);
      if (!before) throw AppError.notFound(MM.notFound);
      if (before.status === status) throw new AppError(409, MM.unchanged, "UNCHANGED");
      const after = await repo.setManagementStatus(tx, id, status, note);
      await recordAudit(tx, {
        actorId: adminId,
        action: "management_request.status",
        targetType: "management_request",
        targetId: id,
        reason: note,
        before: { status: before.status },
        after: { status },
      });
      return after;
    });
    const label = MANAGEMENT_REQUEST_STATUS_LABELS[status];
    await this.deps.outbox.send({
      channel: "email",
      to: updated.email,
      subject: MM.statusSubject(label),
      text: MM.statusText(updated.name, label, note),
      kind: "management_request_status",
    });
    return out(updated);
  }
}
