/**
 * Maintenance requests (issue 24, ADR 0950): the tenant raises one (title, description, urgency, photos); the
 * landlord assigns it to a service provider's account and moves it along; the provider sees the jobs assigned to
 * them and moves them to in progress and done. Everyone else gets 404. Each step mails the people it concerns.
 */
import {
  tenancyMessages as M,
  MAINTENANCE_URGENCY_LABELS,
  MAX_MAINTENANCE_PHOTOS,
  type MaintenanceRequest,
  type maintenanceInputSchema,
  type maintenanceUpdateSchema,
} from "@ile/contract";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { checkImages } from "../../platform/images.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { contentTypeOf } from "../../platform/storage.ts";
import { readStored, removeStored, storePrivateDocument, type UploadedFile } from "../../platform/uploads.ts";
import { tenantsLiveTenancy } from "./access.ts";
import * as repo from "./repo.ts";
import { isManager, isTenant, landlordSideEmails } from "./views.ts";

type Input = z.output<typeof maintenanceInputSchema>;
type Update = z.output<typeof maintenanceUpdateSchema>;
type Status = MaintenanceRequest["status"];

/** Which status each side may move a request to. */
const LANDLORD_MOVES: Record<Status, Status[]> = {
  open: ["assigned", "cancelled", "done"],
  assigned: ["assigned", "in_progress", "done", "cancelled", "open"],
  in_progress: ["done", "cancelled"],
  done: [],
  cancelled: [],
};
const ASSIGNEE_MOVES: Record<Status, Status[]> = {
  open: [],
  assigned: ["in_progress", "done"],
  in_progress: ["done"],
  done: [],
  cancelled: [],
};

export class MaintenanceService {
  private readonly db: Db;
  constructor(private readonly deps: ServiceDeps) {
    this.db = deps.db;
  }

  private roleOf(m: repo.MaintenanceRow, s: Session): MaintenanceRequest["role"] | null {
    if (isManager(m, s)) return "landlord";
    if (isTenant(m, s)) return "tenant";
    if (m.assignee_id !== null && Number(m.assignee_id) === s.userId) return "assignee";
    return null;
  }

  private out(
    m: repo.MaintenanceRow,
    role: MaintenanceRequest["role"],
    photos: { id: number; request_id: number; storage_key: string }[],
  ): MaintenanceRequest {
    return {
      id: Number(m.id),
      tenancy_id: Number(m.tenancy_id),
      unit_address: m.unit_address,
      title: m.title,
      description: m.description,
      urgency: m.urgency,
      status: m.status,
      role,
      tenant_name: m.tenant_name,
      assignee: m.assignee_id === null ? null : { id: Number(m.assignee_id), name: m.assignee_name ?? "" },
      photos: photos
        .filter((p) => Number(p.request_id) === Number(m.id))
        .map((p) => ({ id: Number(p.id), url: `/api/maintenance/photos/${p.id}` })),
      created_at: new Date(m.created_at).toISOString(),
      updated_at: new Date(m.updated_at).toISOString(),
    };
  }

  async one(id: number, s: Session) {
    const m = await repo.maintenanceById(this.db, id);
    const role = m && this.roleOf(m, s);
    if (!m || !role) throw AppError.notFound(M.maintenanceNotFound);
    return this.out(m, role, await repo.photosOf(this.db, [id]));
  }

  async mine(s: Session) {
    const rows = await repo.maintenanceOf(this.db, s.userId);
    const photos = await repo.photosOf(
      this.db,
      rows.map((r) => Number(r.id)),
    );
    return rows.map((m) => this.out(m, this.roleOf(m, s) ?? "assignee", photos));
  }

  /** The tenant raises a request on their tenancy. */
  async create(tenancyId: number, s: Session, input: Input) {
    const t = await tenantsLiveTenancy(this.db, tenancyId, s);
    const row = await repo.insertMaintenance(this.db, {
      tenancyId,
      raisedBy: s.userId,
      title: input.title,
      description: input.description ?? "",
      urgency: input.urgency,
    });
    const tenant = t.tenant_account_name || t.tenant_name || t.tenant_email;
    for (const to of new Set(landlordSideEmails(t)))
      await this.deps.outbox.send({
        channel: "email",
        to,
        subject: M.maintenanceSubject(input.title),
        text: M.maintenanceText(
          tenant,
          t.unit_address,
          input.title,
          MAINTENANCE_URGENCY_LABELS[input.urgency],
          `${this.deps.config.PUBLIC_URL}/dashboard/maintenance`,
        ),
        kind: "maintenance_request",
      });
    return this.one(Number(row.id), s);
  }

  /**
   * Photos on a request (the tenant who raised it): re-encoded without their metadata and stored privately
   * (ADR 0951), like KYC documents; they are served only through `photo()` to the request's parties.
   */
  async addPhotos(id: number, s: Session, files: UploadedFile[]) {
    const m = await repo.maintenanceById(this.db, id);
    const role = m && this.roleOf(m, s);
    if (!m || !role) throw AppError.notFound(M.maintenanceNotFound);
    if (role !== "tenant") throw AppError.forbidden(M.notTenant);
    const have = await repo.photoCount(this.db, id);
    if (have + files.length > MAX_MAINTENANCE_PHOTOS)
      throw AppError.validation({ images: [M.tooManyPhotos] }, M.tooManyPhotos);
    checkImages(files, M.notAnImage);
    const dir = this.deps.storage;
    const stored: string[] = [];
    try {
      for (const f of files)
        stored.push(await storePrivateDocument(dir, "maintenance", f, "images", { allowPdf: false }));
      for (const [i, key] of stored.entries()) await repo.insertPhoto(this.db, id, key, have + i);
    } catch (err) {
      await Promise.all(stored.map((f) => removeStored(dir, f)));
      throw err;
    }
    return this.one(id, s);
  }

  /** One photo, to the request's tenant, landlord side and assignee only; anyone else gets 404. */
  async photo(photoId: number, s: Session) {
    const p = await repo.photoById(this.db, photoId);
    const m = p && (await repo.maintenanceById(this.db, Number(p.request_id)));
    if (!p || !m || !this.roleOf(m, s)) throw AppError.notFound(M.photoNotFound);
    // Photos stored before ADR 0951 were public WebP sizes under a bare key; read the 1280 px one.
    const relative = p.storage_key.startsWith("private/")
      ? p.storage_key
      : `public/${p.storage_key}-1280.webp`;
    const data = await readStored(this.deps.storage, relative).catch(() => {
      throw AppError.notFound(M.photoNotFound);
    });
    return { data, contentType: contentTypeOf(relative) };
  }

  /** The landlord assigns and moves a request; the assignee moves their job along. */
  async update(id: number, s: Session, input: Update) {
    const m = await repo.maintenanceById(this.db, id);
    const role = m && this.roleOf(m, s);
    if (!m || !role) throw AppError.notFound(M.maintenanceNotFound);
    if (role === "tenant" && !(input.status === "cancelled" && input.assignee_user_id === undefined))
      throw AppError.forbidden(M.notLandlord);
    if (m.status === "done" || m.status === "cancelled")
      throw new AppError(409, M.maintenanceClosed, "MAINTENANCE_CLOSED");
    let assignee = m.assignee_id === null ? null : Number(m.assignee_id);
    let status: Status = input.status ?? m.status;
    let newAssignee: { id: number; email: string; name: string } | null = null;
    if (input.assignee_user_id !== undefined) {
      if (role !== "landlord") throw AppError.forbidden(M.notLandlord);
      const who = await repo.userById(this.db, input.assignee_user_id);
      if (!who) throw AppError.validation({ assignee_user_id: [M.assigneeUnknown] }, M.assigneeUnknown);
      if (Number(who.id) !== assignee) newAssignee = who;
      assignee = Number(who.id);
      if (input.status === undefined && (m.status === "open" || m.status === "assigned")) status = "assigned";
    }
    if (status !== m.status || input.status !== undefined) {
      const allowed =
        role === "landlord"
          ? LANDLORD_MOVES[m.status]
          : role === "assignee"
            ? ASSIGNEE_MOVES[m.status]
            : (["cancelled"] as Status[]);
      if (status !== m.status && !allowed.includes(status))
        throw AppError.validation({ status: [M.statusNotAllowed] }, M.statusNotAllowed);
    }
    if (status === "assigned" && assignee === null)
      throw AppError.validation({ assignee_user_id: [M.assigneeRequired] }, M.assigneeRequired);
    if (status === "open") assignee = null;
    await repo.updateMaintenance(this.db, id, status, assignee);
    if (newAssignee)
      await this.deps.outbox.send({
        channel: "email",
        to: newAssignee.email,
        subject: M.assignedSubject(m.title),
        text: M.assignedText(
          (await repo.userById(this.db, s.userId))?.name,
          m.unit_address,
          m.title,
          `${this.deps.config.PUBLIC_URL}/dashboard/maintenance`,
        ),
        kind: "maintenance_assigned",
      });
    return this.one(id, s);
  }
}
