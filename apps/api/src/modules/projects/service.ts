/** Project rules: who may manage which project, unit types replaced as a whole, brochure images. */
import {
  IMAGE_WIDTHS,
  projectInputSchema as inputSchema,
  MAX_PROJECT_IMAGES,
  PROJECT_DEFAULTS,
  type Project,
  type projectInputSchema,
  projectMessages,
  type projectQuerySchema,
  type projectUpdateSchema,
} from "@ile/contract";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError, fieldErrorsOf } from "../../platform/errors.ts";
import { encodeImages, imageOut, removeImageFiles, writeImage } from "../../platform/images.ts";
import { iso } from "../../platform/iso.ts";
import { pageMeta } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import type { Storage } from "../../platform/storage.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import {
  coverFirstImage,
  deleteImage,
  imageStats,
  imagesOf,
  insertImage,
  insertProject,
  isDeveloper,
  listProjects,
  type ProjectFilters,
  type ProjectImageRow,
  type ProjectRow,
  projectById,
  replaceUnits,
  softDeleteProject,
  type UnitTypeRow,
  unitTypesOf,
  updateProject,
} from "./repo.ts";

type Input = z.output<typeof projectInputSchema>;
type Update = z.output<typeof projectUpdateSchema>;
type Query = z.output<typeof projectQuerySchema>;

const MANAGER_ROLES = new Set(["developer", "admin"]);
const day = (d: Date | string | null) =>
  d === null ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10);

export function filtersOf(q: Query, ownerId?: number): ProjectFilters {
  if (q.min_price_kobo !== undefined && q.max_price_kobo !== undefined && q.min_price_kobo > q.max_price_kobo)
    throw AppError.validation({ min_price_kobo: [projectMessages.priceRange] });
  return {
    q: q.q || undefined,
    state: q.state || undefined,
    city: q.city || undefined,
    status: q.status,
    owner_id: ownerId ?? q.developer_id,
    minKobo: q.min_price_kobo,
    maxKobo: q.max_price_kobo,
    sort: q.sort ?? "newest",
    page: q.page ?? PROJECT_DEFAULTS.page,
    limit: q.limit ?? PROJECT_DEFAULTS.limit,
  };
}

export function toProject(row: ProjectRow, units: UnitTypeRow[], images: ProjectImageRow[]): Project {
  const imgs = images.map(imageOut);
  const cover = imgs.find((i) => i.is_cover) ?? imgs[0];
  const name = [row.owner_first, row.owner_last].filter(Boolean).join(" ").trim();
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    status: row.status,
    location: { state: row.state, city: row.city, address: row.address },
    unit_types: units.map((u) => ({
      id: Number(u.id),
      name: u.name,
      bedrooms: u.bedrooms,
      price_kobo: Number(u.price),
      units_available: u.units_available,
    })),
    min_price_kobo: row.min_price === null ? null : Number(row.min_price),
    max_price_kobo: row.max_price === null ? null : Number(row.max_price),
    payment_plan: row.payment_plan,
    completion_date: day(row.completion_date),
    images: imgs,
    cover: cover ? (cover.sizes.find((s) => s.width === 640)?.url ?? cover.url) : null,
    developer: {
      id: Number(row.owner_id),
      name: name || "N/A",
      company_name: row.owner_company,
      slug: row.owner_slug,
      profile_picture: row.owner_picture,
      verified: row.owner_verified !== null && row.owner_verified !== undefined,
    },
    demo: row.demo,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export class ProjectsService {
  private readonly db: Db;
  private readonly storage: Storage;
  constructor(deps: ServiceDeps) {
    this.db = deps.db;
    this.storage = deps.storage;
  }

  async hydrate(rows: ProjectRow[]): Promise<Project[]> {
    const ids = rows.map((r) => Number(r.id));
    const [units, images] = await Promise.all([unitTypesOf(this.db, ids), imagesOf(this.db, ids)]);
    const group = <T extends { project_id: number | string }>(list: T[]) => {
      const m = new Map<number, T[]>();
      for (const x of list) m.set(Number(x.project_id), [...(m.get(Number(x.project_id)) ?? []), x]);
      return m;
    };
    const u = group(units);
    const i = group(images);
    return rows.map((r) => toProject(r, u.get(Number(r.id)) ?? [], i.get(Number(r.id)) ?? []));
  }

  async list(f: ProjectFilters) {
    const { rows, total } = await listProjects(this.db, f);
    return { data: await this.hydrate(rows), meta: pageMeta(f.page, f.limit, total) };
  }

  async get(id: number): Promise<Project> {
    const row = await projectById(this.db, id);
    if (!row) throw AppError.notFound(projectMessages.notFound);
    return (await this.hydrate([row]))[0] as Project;
  }

  /** The project when the session may change it (its developer or an admin): 404 absent, 403 not theirs. */
  async editable(id: number, session: Session) {
    const row = await projectById(this.db, id);
    if (!row) throw AppError.notFound(projectMessages.notFound);
    if (session.role !== "admin" && Number(row.owner_id) !== session.userId)
      throw AppError.forbidden(projectMessages.notYours);
    return row;
  }

  async create(session: Session, input: Input): Promise<Project> {
    if (!MANAGER_ROLES.has(session.role)) throw AppError.forbidden(projectMessages.notDeveloper);
    let ownerId = session.userId;
    if (input.developer_id !== undefined && input.developer_id !== session.userId) {
      if (session.role !== "admin") throw AppError.forbidden(projectMessages.notYours);
      if (!(await isDeveloper(this.db, input.developer_id)))
        throw AppError.validation({ developer_id: [projectMessages.developerUnknown] });
      ownerId = input.developer_id;
    }
    const id = await this.db.transaction(async (tx) => {
      const projectId = await insertProject(tx, ownerId, input);
      await replaceUnits(tx, projectId, input.unit_types);
      return projectId;
    });
    return this.get(id);
  }

  async update(session: Session, id: number, patch: Update): Promise<Project> {
    const row = await this.editable(id, session);
    const current = (await this.hydrate([row]))[0] as Project;
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    // Re-validate the merged project so a partial update never leaves an invalid row.
    const parsed = inputSchema.safeParse({
      name: current.name,
      description: current.description,
      status: current.status,
      state: current.location.state,
      city: current.location.city,
      address: current.location.address,
      unit_types: current.unit_types.map(({ id: _id, ...u }) => u),
      payment_plan: current.payment_plan,
      completion_date: current.completion_date,
      ...defined,
    });
    if (!parsed.success) throw AppError.validation(fieldErrorsOf(parsed.error));
    const merged = parsed.data;
    await this.db.transaction(async (tx) => {
      await updateProject(tx, id, merged);
      if (patch.unit_types) await replaceUnits(tx, id, merged.unit_types);
    });
    return this.get(id);
  }

  async remove(session: Session, id: number) {
    await this.editable(id, session);
    await softDeleteProject(this.db, id);
  }

  async addImages(session: Session, id: number, files: UploadedFile[]): Promise<Project> {
    const row = await this.editable(id, session);
    const { count, maxPosition } = await imageStats(this.db, id);
    if (count + files.length > MAX_PROJECT_IMAGES)
      throw AppError.validation({ images: [projectMessages.tooManyImages] });
    const encoded = await encodeImages(files, projectMessages.notAnImage);
    let position = maxPosition === null ? 0 : Number(maxPosition) + 1;
    for (const sizes of encoded) {
      const key = await writeImage(this.storage, `projects/${id}`, sizes);
      await insertImage(this.db, {
        projectId: id,
        url: `/uploads/${key}-1280.webp`,
        key,
        widths: [...IMAGE_WIDTHS],
        position,
        cover: count === 0 && position === 0,
        alt: row.name,
      });
      position += 1;
    }
    return this.get(id);
  }

  async removeImage(session: Session, id: number, imageId: number): Promise<Project> {
    await this.editable(id, session);
    const img = await deleteImage(this.db, id, imageId);
    if (!img) throw AppError.notFound(projectMessages.imageNotFound);
    await removeImageFiles(this.storage, img.storageKey, img.widths);
    if (img.isCover) await coverFirstImage(this.db, id);
    return this.get(id);
  }
}
