/** SQL for developer projects: typed `sql` templates and Drizzle through the handle. Prices are kobo throughout. */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { projectImages, projects, projectUnitTypes } from "../../db/schema/index.ts";
import { pageWindow } from "../../platform/pagination.ts";

export interface ProjectFilters {
  q?: string;
  state?: string;
  city?: string;
  status?: string;
  owner_id?: number;
  minKobo?: number;
  maxKobo?: number;
  sort: "newest" | "price_asc" | "price_desc" | "completion";
  page: number;
  limit: number;
}

export interface ProjectRow {
  id: number;
  owner_id: number;
  name: string;
  description: string;
  status: "off_plan" | "under_construction" | "completed";
  state: string;
  city: string;
  address: string;
  payment_plan: string;
  completion_date: string | Date | null;
  demo: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  owner_role: string;
  owner_first: string | null;
  owner_last: string | null;
  owner_slug: string | null;
  owner_picture: string | null;
  owner_verified: Date | string | null;
  owner_company: string | null;
  min_price: number | string | null;
  max_price: number | string | null;
}

export interface UnitTypeRow {
  id: number;
  project_id: number;
  name: string;
  bedrooms: number | null;
  price: number | string;
  units_available: number | null;
  position: number;
}

export interface ProjectImageRow {
  id: number;
  project_id: number;
  url: string;
  storage_key: string | null;
  widths: number[];
  position: number;
  is_cover: boolean;
  alt: string;
}

const SELECT = sql`
  select p.*, u.role as owner_role, pr.first_name as owner_first, pr.last_name as owner_last,
    pr.slug as owner_slug, pr.profile_picture as owner_picture, pr.verified_at as owner_verified,
    pr.company_name as owner_company,
    (select min(t.price) from project_unit_types t where t.project_id = p.id) as min_price,
    (select max(t.price) from project_unit_types t where t.project_id = p.id) as max_price
  from projects p join users u on u.id = p.owner_id left join profiles pr on pr.user_id = p.owner_id`;

const ORDER: Record<ProjectFilters["sort"], SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  price_asc: sql`min_price asc nulls last, p.id asc`,
  price_desc: sql`max_price desc nulls last, p.id desc`,
  completion: sql`p.completion_date asc nulls last, p.id asc`,
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(f: Omit<ProjectFilters, "sort" | "page" | "limit">): SQL {
  const clauses = [sql`p.deleted_at is null`];
  if (f.q) {
    const like = `%${likeEscape(f.q)}%`;
    clauses.push(sql`(p.name ilike ${like} or p.description ilike ${like})`);
  }
  if (f.state) clauses.push(sql`lower(p.state) = lower(${f.state})`);
  if (f.city) clauses.push(sql`lower(p.city) = lower(${f.city})`);
  if (f.status) clauses.push(sql`p.status = ${f.status}`);
  if (f.owner_id !== undefined) clauses.push(sql`p.owner_id = ${f.owner_id}`);
  if (f.minKobo !== undefined || f.maxKobo !== undefined) {
    // One unit type must satisfy both bounds.
    const parts: SQL[] = [];
    if (f.minKobo !== undefined) parts.push(sql`t.price >= ${f.minKobo}`);
    if (f.maxKobo !== undefined) parts.push(sql`t.price <= ${f.maxKobo}`);
    clauses.push(
      sql`exists (select 1 from project_unit_types t where t.project_id = p.id and ${sql.join(parts, sql` and `)})`,
    );
  }
  return sql.join(clauses, sql` and `);
}

export async function listProjects(
  db: DbOrTx,
  f: ProjectFilters,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = whereOf(f);
  const { limit, offset } = pageWindow(f.page, f.limit);
  const [count, page] = await Promise.all([
    firstOf<{ n: number | string }>(db, sql`select count(*) as n from projects p where ${where}`),
    rowsOf<ProjectRow>(
      db,
      sql`${SELECT} where ${where} order by ${ORDER[f.sort]} ${sql.raw(`limit ${limit} offset ${offset}`)}`,
    ),
  ]);
  return { rows: page, total: Number(count?.n ?? 0) };
}

export function projectById(db: DbOrTx, id: number): Promise<ProjectRow | null> {
  return firstOf(db, sql`${SELECT} where p.id = ${id} and p.deleted_at is null`);
}

export async function unitTypesOf(db: DbOrTx, ids: number[]): Promise<UnitTypeRow[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    db,
    sql`select * from project_unit_types where project_id = any(${sql.param(ids)}::bigint[])
      order by project_id, position, id`,
  );
}

export async function imagesOf(db: DbOrTx, ids: number[]): Promise<ProjectImageRow[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    db,
    sql`select * from project_images where project_id = any(${sql.param(ids)}::bigint[])
      order by project_id, position, id`,
  );
}

/** True when the id is a live developer account (admins create projects for developers). */
export async function isDeveloper(db: DbOrTx, userId: number): Promise<boolean> {
  const row = await firstOf(
    db,
    sql`select id from users where id = ${userId} and role = 'developer' and deleted_at is null`,
  );
  return row !== null;
}

export interface ProjectValues {
  name: string;
  description: string;
  status: ProjectRow["status"];
  state: string;
  city: string;
  address: string;
  payment_plan: string;
  completion_date?: string | null;
}

const columnsOf = (v: ProjectValues) => ({
  name: v.name,
  description: v.description,
  status: v.status,
  state: v.state,
  city: v.city,
  address: v.address,
  paymentPlan: v.payment_plan,
  completionDate: v.completion_date ?? null,
});

export async function insertProject(db: DbOrTx, ownerId: number, v: ProjectValues): Promise<number> {
  const [row] = await db
    .insert(projects)
    .values({ ownerId, ...columnsOf(v) })
    .returning({ id: projects.id });
  return row!.id;
}

export async function updateProject(db: DbOrTx, id: number, v: ProjectValues) {
  await db
    .update(projects)
    .set({ ...columnsOf(v), updatedAt: new Date() })
    .where(eq(projects.id, id));
}

export async function softDeleteProject(db: DbOrTx, id: number) {
  await db.update(projects).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(projects.id, id));
}

export interface UnitValues {
  name: string;
  bedrooms?: number | null;
  price_kobo: number;
  units_available?: number | null;
}

/** Replaces a project's unit types with `units`, in that order (run it in the transaction that wrote the project). */
export async function replaceUnits(db: DbOrTx, projectId: number, units: UnitValues[]) {
  await db.delete(projectUnitTypes).where(eq(projectUnitTypes.projectId, projectId));
  await db.insert(projectUnitTypes).values(
    units.map((u, position) => ({
      projectId,
      name: u.name,
      bedrooms: u.bedrooms ?? null,
      price: u.price_kobo,
      unitsAvailable: u.units_available ?? null,
      position,
    })),
  );
}

/** How many brochure images a project has and its highest position (null: none). */
export async function imageStats(db: DbOrTx, projectId: number) {
  const row = await firstOf<{ n: number | string; max: number | null }>(
    db,
    sql`select count(*) as n, max(position) as max from project_images where project_id = ${projectId}`,
  );
  return { count: Number(row?.n ?? 0), maxPosition: row?.max ?? null };
}

export async function insertImage(
  db: DbOrTx,
  img: {
    projectId: number;
    url: string;
    key: string;
    widths: number[];
    position: number;
    cover: boolean;
    alt: string;
  },
) {
  await db.insert(projectImages).values({
    projectId: img.projectId,
    url: img.url,
    storageKey: img.key,
    widths: img.widths,
    position: img.position,
    isCover: img.cover,
    alt: img.alt,
  });
}

export async function deleteImage(db: DbOrTx, projectId: number, imageId: number) {
  const [img] = await db
    .delete(projectImages)
    .where(and(eq(projectImages.id, imageId), eq(projectImages.projectId, projectId)))
    .returning();
  return img;
}

/** Makes the first image (by position) the cover. */
export async function coverFirstImage(db: DbOrTx, projectId: number) {
  await db.execute(sql`update project_images set is_cover = true where id = (select id from project_images
      where project_id = ${projectId} order by position, id limit 1)`);
}
