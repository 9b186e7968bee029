import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let developer: Awaited<ReturnType<typeof createUser>>;
let otherDeveloper: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let agent: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  developer = await createUser(t.app, { role: "developer", profile: { companyName: "Adron Homes" } });
  otherDeveloper = await createUser(t.app, { role: "developer" });
  admin = await createUser(t.app, { role: "admin" });
  agent = await createUser(t.app, { role: "agent" });
});
afterAll(() => t.close());

const project = {
  name: "Lekki Gardens Phase 5",
  description: "Terraces and flats by the Lekki-Epe expressway.",
  status: "off_plan",
  state: "Lagos",
  city: "Lekki",
  address: "Km 32 Lekki-Epe Expressway",
  unit_types: [
    { name: "2 bedroom flat", bedrooms: 2, price_kobo: 4_500_000_000, units_available: 40 },
    { name: "4 bedroom terrace", bedrooms: 4, price_kobo: 9_000_000_000 },
  ],
  payment_plan: "30% deposit, balance over 18 months",
  completion_date: "2027-12-31",
};

const create = (auth: Record<string, string>, body: Record<string, unknown> = project) =>
  t.app.inject({ method: "POST", url: "/api/projects", headers: auth, payload: body });
const count = async () =>
  Number((await t.database.query<{ n: string }>("select count(*) as n from projects"))[0]?.n);

async function multipart(files: [Buffer, string][]) {
  const form = new FormData();
  for (const [buf, name] of files) form.append("images[]", new Blob([new Uint8Array(buf)]), name);
  const req = new Request("http://local/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { "content-type": req.headers.get("content-type") as string },
  };
}
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();

describe("create, read, update, delete", () => {
  it("a developer creates a project: unit prices in kobo, price range, developer shown", async () => {
    const res = await create(developer.auth);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: project.name,
      status: "off_plan",
      location: { state: "Lagos", city: "Lekki", address: project.address },
      payment_plan: project.payment_plan,
      completion_date: "2027-12-31",
      min_price_kobo: 4_500_000_000,
      max_price_kobo: 9_000_000_000,
      demo: false,
      developer: { id: developer.user.id, company_name: "Adron Homes", verified: false },
      images: [],
    });
    expect(data.unit_types.map((u: { name: string; price_kobo: number }) => [u.name, u.price_kobo])).toEqual([
      ["2 bedroom flat", 4_500_000_000],
      ["4 bedroom terrace", 9_000_000_000],
    ]);
    const rows = await t.database.query<{ price: string }>(
      "select price from project_unit_types where project_id = $1 order by position",
      [data.id],
    );
    expect(rows.map((r) => Number(r.price))).toEqual([4_500_000_000, 9_000_000_000]);
    const one = await t.app.inject({ method: "GET", url: `/api/projects/${data.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.name).toBe(project.name);
  });

  it("only developers and admins create; others get 403 and nothing is stored", async () => {
    const before = await count();
    const res = await create(agent.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only developers and admins can list projects");
    const anon = await t.app.inject({ method: "POST", url: "/api/projects", payload: project });
    expect(anon.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it("invalid input is 422 with field errors and stores nothing", async () => {
    const before = await count();
    for (const body of [
      { ...project, status: "sold_out" },
      { ...project, unit_types: [] },
      { ...project, unit_types: [{ name: "Flat", price_kobo: -5 }] },
      { ...project, unit_types: [{ name: "Flat", price_kobo: 10.5 }] },
      { ...project, unit_types: [{ name: "Flat", price_kobo: 100, bedrooms: -1 }] },
      { ...project, completion_date: "next year" },
      { ...project, name: "" },
    ]) {
      const res = await create(developer.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it("owners update and delete their own; others 403; admins may change any", async () => {
    const { data } = (await create(developer.auth)).json();
    const theirs = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${data.id}`,
      headers: otherDeveloper.auth,
      payload: { name: "Taken over" },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe("You can only change your own projects");

    const mine = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${data.id}`,
      headers: developer.auth,
      payload: { status: "under_construction", unit_types: [{ name: "Studio", price_kobo: 2_000_000_000 }] },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      name: project.name,
      status: "under_construction",
      min_price_kobo: 2_000_000_000,
      max_price_kobo: 2_000_000_000,
    });
    expect(mine.json().data.unit_types).toHaveLength(1);

    const byAdmin = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${data.id}`,
      headers: admin.auth,
      payload: { status: "completed" },
    });
    expect(byAdmin.json().data.status).toBe("completed");

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${data.id}`,
      headers: otherDeveloper.auth,
    });
    expect(del.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${data.id}`,
      headers: developer.auth,
    });
    expect(ok.statusCode).toBe(200);
    const gone = await t.app.inject({ method: "GET", url: `/api/projects/${data.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Project not found");
  });

  it("an admin creates a project for a developer, not for a non-developer", async () => {
    const res = await create(admin.auth, { ...project, developer_id: otherDeveloper.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.developer.id).toBe(otherDeveloper.user.id);
    const bad = await create(admin.auth, { ...project, developer_id: agent.user.id });
    expect(bad.statusCode).toBe(422);
    const notAdmin = await create(developer.auth, { ...project, developer_id: otherDeveloper.user.id });
    expect(notAdmin.statusCode).toBe(403);
  });
});

describe("list with filters and pagination", () => {
  let fresh: TestApp;
  let dev: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    fresh = await createTestApp();
    dev = await createUser(fresh.app, { role: "developer" });
    const other = await createUser(fresh.app, { role: "developer" });
    const rows: Array<[string, string, string, string, number[]]> = [
      ["Abuja Heights", "FCT", "Gwarinpa", "completed", [30_000_000_00]],
      [
        "Eko Atlantic Towers",
        "Lagos",
        "Victoria Island",
        "under_construction",
        [250_000_000_00, 900_000_000_00],
      ],
      ["Ikoyi Crest", "Lagos", "Ikoyi", "off_plan", [150_000_000_00]],
      ["Lekki Pearl", "Lagos", "Lekki", "off_plan", [45_000_000_00, 90_000_000_00]],
      ["Port Harcourt Gardens", "Rivers", "Port Harcourt", "off_plan", [25_000_000_00]],
    ];
    for (const [i, [name, state, city, status, prices]] of rows.entries()) {
      const res = await fresh.app.inject({
        method: "POST",
        url: "/api/projects",
        headers: (i === 4 ? other : dev).auth,
        payload: {
          name,
          state,
          city,
          status,
          unit_types: prices.map((p, k) => ({ name: `Unit ${k + 1}`, price_kobo: p })),
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => fresh.close());

  const names = async (query: string) => {
    const res = await fresh.app.inject({ method: "GET", url: `/api/projects?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Array<{ name: string }>).map((p) => p.name);
  };

  it("filters by state, city, status, price (one unit in range), words and developer", async () => {
    expect((await names("state=lagos&sort=price_asc")).sort()).toEqual([
      "Eko Atlantic Towers",
      "Ikoyi Crest",
      "Lekki Pearl",
    ]);
    expect(await names("city=LEKKI")).toEqual(["Lekki Pearl"]);
    expect((await names("status=off_plan")).sort()).toEqual([
      "Ikoyi Crest",
      "Lekki Pearl",
      "Port Harcourt Gardens",
    ]);
    // A unit between ₦80m and ₦200m: Lekki Pearl (₦90m) and Ikoyi Crest (₦150m); Eko's ₦250m/₦900m are both out.
    expect((await names("min_price_kobo=8000000000&max_price_kobo=20000000000")).sort()).toEqual([
      "Ikoyi Crest",
      "Lekki Pearl",
    ]);
    expect(await names("q=pearl")).toEqual(["Lekki Pearl"]);
    expect(await names("q=100%25")).toEqual([]);
    expect(await names(`developer_id=${dev.user.id}&status=completed`)).toEqual(["Abuja Heights"]);
    expect(await names("sort=price_asc&limit=2")).toEqual(["Port Harcourt Gardens", "Abuja Heights"]);
    expect(await names("sort=price_desc&limit=1")).toEqual(["Eko Atlantic Towers"]);
  });

  it("paginates with meta and rejects bad queries with 422", async () => {
    const res = await fresh.app.inject({ method: "GET", url: "/api/projects?limit=2&page=3" });
    expect(res.json().meta).toEqual({ current_page: 3, last_page: 3, per_page: 2, total: 5 });
    expect(res.json().data).toHaveLength(1);
    for (const q of [
      "status=sold",
      "limit=0",
      "min_price_kobo=-1",
      "min_price_kobo=10&max_price_kobo=5",
      "page=x",
    ]) {
      const bad = await fresh.app.inject({ method: "GET", url: `/api/projects?${q}` });
      expect(bad.statusCode, q).toBe(422);
    }
  });

  it("/projects/mine lists only the signed-in developer's projects", async () => {
    const res = await fresh.app.inject({
      method: "GET",
      url: "/api/projects/mine?limit=50",
      headers: dev.auth,
    });
    expect(res.json().meta.total).toBe(4);
    expect(
      (res.json().data as Array<{ developer: { id: number } }>).every((p) => p.developer.id === dev.user.id),
    ).toBe(true);
  });
});

describe("brochure images", () => {
  it("stores images as WebP sizes, checks content, caps at 20, owner only", async () => {
    const { data } = (await create(developer.auth)).json();
    const good = await multipart([
      [await png(), "front.png"],
      [await png(), "plan.png"],
    ]);
    const up = await t.app.inject({
      method: "POST",
      url: `/api/projects/${data.id}/images`,
      headers: { ...developer.auth, ...good.headers },
      payload: good.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const images = up.json().data.images;
    expect(images).toHaveLength(2);
    expect(images[0].is_cover).toBe(true);
    expect(images[0].sizes.map((s: { width: number }) => s.width)).toEqual([320, 640, 1280]);
    expect(up.json().data.cover).toMatch(/^\/uploads\/projects\/\d+\/.+-640\.webp$/);
    const file = await t.app.inject({ method: "GET", url: images[0].sizes[0].url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe("webp");

    const fake = await multipart([[Buffer.from("not an image at all"), "x.png"]]);
    const bad = await t.app.inject({
      method: "POST",
      url: `/api/projects/${data.id}/images`,
      headers: { ...developer.auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(422);

    const other = await t.app.inject({
      method: "POST",
      url: `/api/projects/${data.id}/images`,
      headers: { ...otherDeveloper.auth, ...good.headers },
      payload: good.payload,
    });
    expect(other.statusCode).toBe(403);

    const many = await multipart(
      await Promise.all(
        Array.from({ length: 19 }, async (_, i) => [await png(), `${i}.png`] as [Buffer, string]),
      ),
    );
    const tooMany = await t.app.inject({
      method: "POST",
      url: `/api/projects/${data.id}/images`,
      headers: { ...developer.auth, ...many.headers },
      payload: many.payload,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe("A project can have at most 20 brochure images");
    const [n] = await t.database.query<{ n: string }>(
      "select count(*) as n from project_images where project_id = $1",
      [data.id],
    );
    expect(Number(n?.n)).toBe(2);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${data.id}/images/${images[0].id}`,
      headers: developer.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.images).toHaveLength(1);
    expect(removed.json().data.images[0].is_cover).toBe(true);
  });
});
