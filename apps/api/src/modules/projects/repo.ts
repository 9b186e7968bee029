/** SQL for developer projects (raw, parameterised). Prices are kobo throughout. */
import type { Database } from "../../db/client.ts";

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

const SELECT = `
  select p.*, u.role as owner_role, pr.first_name as owner_first, pr.last_name as owner_last,
    pr.slug as owner_slug, pr.profile_picture as owner_picture, pr.verified_at as owner_verified,
    pr.company_name as owner_company,
    (select min(t.price) from project_unit_types t where t.project_id = p.id) as min_price,
    (select max(t.price) from project_unit_types t where t.project_id = p.id) as max_price
  from projects p join users u on u.id = p.owner_id left join profiles pr on pr.user_id = p.owner_id`;

const ORDER: Record<ProjectFilters["sort"], string> = {
  newest: "p.created_at desc, p.id desc",
  price_asc: "min_price asc nulls last, p.id asc",
  price_desc: "max_price desc nulls last, p.id desc",
  completion: "p.completion_date asc nulls last, p.id asc",
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(f: Omit<ProjectFilters, "sort" | "page" | "limit">) {
  const params: unknown[] = [];
  const clauses = ["p.deleted_at is null"];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (f.q) add((n) => `(p.name ilike ${n} or p.description ilike ${n})`, `%${likeEscape(f.q)}%`);
  if (f.state) add((n) => `lower(p.state) = lower(${n})`, f.state);
  if (f.city) add((n) => `lower(p.city) = lower(${n})`, f.city);
  if (f.status) add((n) => `p.status = ${n}`, f.status);
  if (f.owner_id !== undefined) add((n) => `p.owner_id = ${n}`, f.owner_id);
  if (f.minKobo !== undefined || f.maxKobo !== undefined) {
    // One unit type must satisfy both bounds.
    const parts: string[] = [];
    if (f.minKobo !== undefined) {
      params.push(f.minKobo);
      parts.push(`t.price >= $${params.length}`);
    }
    if (f.maxKobo !== undefined) {
      params.push(f.maxKobo);
      parts.push(`t.price <= $${params.length}`);
    }
    clauses.push(
      `exists (select 1 from project_unit_types t where t.project_id = p.id and ${parts.join(" and ")})`,
    );
  }
  return { where: clauses.join(" and "), params };
}

export class ProjectsRepo {
  constructor(private readonly database: Database) {}

  async list(f: ProjectFilters): Promise<{ rows: ProjectRow[]; total: number }> {
    const { where, params } = whereOf(f);
    const [count, rows] = await Promise.all([
      this.database.query<{ n: number | string }>(
        `select count(*) as n from projects p where ${where}`,
        params,
      ),
      this.database.query<ProjectRow>(
        `${SELECT} where ${where} order by ${ORDER[f.sort]} limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
        params,
      ),
    ]);
    return { rows, total: Number(count[0]?.n ?? 0) };
  }

  async byId(id: number): Promise<ProjectRow | undefined> {
    const [row] = await this.database.query<ProjectRow>(
      `${SELECT} where p.id = $1 and p.deleted_at is null`,
      [id],
    );
    return row;
  }

  async unitTypes(ids: number[]): Promise<UnitTypeRow[]> {
    if (ids.length === 0) return [];
    return this.database.query<UnitTypeRow>(
      "select * from project_unit_types where project_id = any($1::bigint[]) order by project_id, position, id",
      [ids],
    );
  }

  async images(ids: number[]): Promise<ProjectImageRow[]> {
    if (ids.length === 0) return [];
    return this.database.query<ProjectImageRow>(
      "select * from project_images where project_id = any($1::bigint[]) order by project_id, position, id",
      [ids],
    );
  }
}
