import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let tenant: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent" });
  // This agent lists many properties: a Business plan's quota (the Free plan allows 3).
  await subscribe(t.app, agent.user.id, "business");
  other = await createUser(t.app, { role: "landlord" });
  admin = await createUser(t.app, { role: "admin" });
  tenant = await createUser(t.app, { role: "tenant" });
});
afterAll(() => t.close());

const listing = {
  title: "3 bedroom flat in Yaba",
  price: 3_500_000,
  listing_type: "rent",
  rent_period: "year",
  category: "apartment",
  property_type: "Flat",
  city: "Yaba",
  state: "Lagos",
  bedrooms: 3,
  bathrooms: 3,
  toilets: 4,
  parking_spaces: 2,
  furnished: true,
  serviced: false,
  title_document: "c_of_o",
  amenities: ["Borehole", "Prepaid meter"],
};

async function create(auth: Record<string, string>, body: Record<string, unknown> = listing) {
  return t.app.inject({ method: "POST", url: "/api/properties", headers: auth, payload: body });
}
const count = async () =>
  Number((await t.database.query<{ n: string }>("select count(*) as n from properties"))[0]?.n);

async function multipart(files: [Buffer, string][]) {
  const form = new FormData();
  for (const [buf, name] of files) form.append("images[]", new Blob([new Uint8Array(buf)]), name);
  const req = new Request("http://local/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { "content-type": req.headers.get("content-type") as string },
  };
}

describe("create, read, update, delete", () => {
  it("an agent creates a listing: kobo stored, naira answered, Nigerian fields kept", async () => {
    const res = await create(agent.auth);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      title: listing.title,
      price: 3_500_000,
      price_kobo: 350_000_000,
      listing_type: "rent",
      rent_period: "year",
      status: "available",
      address: { city: "Yaba", state: "Lagos", address: "", map_url: null },
      toilets: 4,
      parking_spaces: 2,
      furnished: true,
      title_document: "c_of_o",
      stats: { views: 0, favourites: 0 },
      owner: { id: agent.user.id, role: "agent" },
    });
    expect(data.slug).toMatch(/^3-bedroom-flat-in-yaba-[0-9a-f]{6}$/);
    const [row] = await t.database.query<{ price: string }>("select price from properties where slug = $1", [
      data.slug,
    ]);
    expect(Number(row?.price)).toBe(350_000_000);
  });

  it("tenants cannot list; signed-out callers get 401", async () => {
    const before = await count();
    expect((await create(tenant.auth)).statusCode).toBe(403);
    expect((await create({})).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it.each([
    ["negative price", { price: -5 }, "price"],
    ["zero price", { price: 0 }, "price"],
    ["price as text", { price: "a lot" }, "price"],
    ["negative bedrooms", { bedrooms: -1 }, "bedrooms"],
    ["fractional bathrooms", { bathrooms: 1.5 }, "bathrooms"],
    ["unknown listing type", { listing_type: "lease" }, "listing_type"],
    ["unknown category", { category: "castle" }, "category"],
    ["unknown status", { status: "gone" }, "status"],
    ["unknown title document", { title_document: "vibes" }, "title_document"],
  ])("%s → 422 and nothing stored", async (_name, patch, field) => {
    const before = await count();
    const res = await create(agent.auth, { ...listing, ...patch });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
    expect(await count()).toBe(before);
  });

  it("the plan's listing quota holds: Free allows 3 live listings; a sold one frees a place", async () => {
    const landlord = await createUser(t.app, { role: "landlord" });
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(landlord.auth);
      expect(res.statusCode).toBe(201);
      slugs.push(res.json().data.slug);
    }
    const before = await count();
    const fourth = await create(landlord.auth);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().code).toBe("LISTING_QUOTA_REACHED");
    expect(fourth.json().message).toContain("Free plan allows 3 live listings");
    expect(await count()).toBe(before);
    const sold = await t.app.inject({
      method: "PATCH",
      url: `/api/properties/${slugs[0]}/status`,
      headers: landlord.auth,
      payload: { status: "rented" },
    });
    expect(sold.statusCode).toBe(200);
    expect((await create(landlord.auth)).statusCode).toBe(201);
  });

  it("a sale listing with a rent period is refused", async () => {
    const res = await create(agent.auth, { ...listing, listing_type: "sale" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("rent_period");
  });

  it("owners edit only their own listings; admins edit any; 404 for unknown", async () => {
    const { data } = (await create(agent.auth)).json();
    const url = `/api/properties/${data.slug}`;
    const theirs = await t.app.inject({ method: "PUT", url, headers: other.auth, payload: { price: 1 } });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe("You can only change your own listings");
    expect((await t.app.inject({ method: "DELETE", url, headers: other.auth })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: `${url}/status`,
          headers: other.auth,
          payload: { status: "sold" },
        })
      ).statusCode,
    ).toBe(403);
    const unchanged = (await t.app.inject({ method: "GET", url })).json().data;
    expect(unchanged.price).toBe(3_500_000);
    expect(unchanged.status).toBe("available");

    const mine = await t.app.inject({
      method: "PUT",
      url,
      headers: agent.auth,
      payload: { price: 4_000_000.5 },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.price_kobo).toBe(400_000_050);
    const bad = await t.app.inject({ method: "PUT", url, headers: agent.auth, payload: { bedrooms: -2 } });
    expect(bad.statusCode).toBe(422);
    const byAdmin = await t.app.inject({
      method: "PATCH",
      url: `${url}/status`,
      headers: admin.auth,
      payload: { status: "rented" },
    });
    expect(byAdmin.json().data.status).toBe("rented");
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/properties/nope", headers: agent.auth, payload: {} }))
        .statusCode,
    ).toBe(404);

    expect((await t.app.inject({ method: "DELETE", url, headers: agent.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("totals follow writes at once (the cached count is forgotten on create and delete)", async () => {
    const total = async () =>
      (await t.app.inject({ method: "GET", url: "/api/properties?city=Yaba" })).json().meta.total as number;
    const before = await total();
    const { data } = (await create(agent.auth)).json();
    expect(await total()).toBe(before + 1);
    await t.app.inject({ method: "DELETE", url: `/api/properties/${data.slug}`, headers: agent.auth });
    expect(await total()).toBe(before);
  });

  it("counts a view once per viewer per day", async () => {
    const { data } = (await create(agent.auth)).json();
    const url = `/api/properties/${data.slug}`;
    const a = await t.app.inject({ method: "GET", url, headers: tenant.auth });
    expect(a.json().data.stats.views).toBe(1);
    const again = await t.app.inject({ method: "GET", url, headers: tenant.auth });
    expect(again.json().data.stats.views).toBe(1);
    const anon = await t.app.inject({ method: "GET", url, headers: { "user-agent": "browser-a" } });
    expect(anon.json().data.stats.views).toBe(2);
    await t.app.inject({ method: "GET", url, headers: { "user-agent": "browser-a" } });
    const [row] = await t.database.query<{ views: number }>("select views from properties where slug=$1", [
      data.slug,
    ]);
    expect(row?.views).toBe(2);
  });
});

describe("favourites, enquiries, requests, categories", () => {
  it("saves, lists and unsaves favourites per user", async () => {
    const { data } = (await create(agent.auth)).json();
    const fav = `/api/properties/${data.slug}/favourite`;
    expect((await t.app.inject({ method: "PUT", url: fav })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: fav, headers: tenant.auth })).json().data.is_favourite,
    ).toBe(true);
    await t.app.inject({ method: "PUT", url: fav, headers: tenant.auth });
    const mine = (await t.app.inject({ method: "GET", url: "/api/favourites", headers: tenant.auth })).json();
    expect(mine.data.map((p: { slug: string }) => p.slug)).toEqual([data.slug]);
    expect(mine.data[0].is_favourite).toBe(true);
    const others = (
      await t.app.inject({ method: "GET", url: "/api/favourites", headers: other.auth })
    ).json();
    expect(others.data).toEqual([]);
    await t.app.inject({ method: "DELETE", url: fav, headers: tenant.auth });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/favourites", headers: tenant.auth })).json().data,
    ).toEqual([]);
  });

  it("lists my favourites newest saved first, a page at a time, with the full card", async () => {
    const saver = await createUser(t.app, { role: "tenant" });
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { data } = (await create(agent.auth)).json();
      slugs.push(data.slug);
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/properties/${data.slug}/favourite`,
        headers: saver.auth,
      });
      expect(res.statusCode).toBe(200);
    }
    const get = async (query: string) =>
      (await t.app.inject({ method: "GET", url: `/api/favourites?${query}`, headers: saver.auth })).json();
    const all = await get("");
    expect(all.data.map((p: { slug: string }) => p.slug)).toEqual([...slugs].reverse());
    expect(all.meta).toMatchObject({ total: 3 });
    const second = await get("limit=1&page=2");
    expect(second.data.map((p: { slug: string }) => p.slug)).toEqual([slugs[1]]);
    expect(second.meta).toMatchObject({ total: 3, current_page: 2, last_page: 3 });
    // The same card as the listing page gives (owner, images, price), marked as saved; only the listing page
    // says whether the owner's phone may be shown (ADR 0214) and gives the price history (ADR 0270).
    const {
      contact: _contact,
      price_history: _history,
      ...page
    } = (await t.app.inject({ url: `/api/properties/${slugs[1]}`, headers: saver.auth })).json().data;
    expect(second.data[0]).toEqual({ ...page, stats: second.data[0].stats });
    expect(second.data[0].is_favourite).toBe(true);
  });

  it("an enquiry is stored, listed to the owner only, and mailed to the owner", async () => {
    const { data } = (await create(agent.auth)).json();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/properties/${data.slug}/enquiries`,
      payload: {
        name: "Chidi Okeke",
        email: "chidi@example.ng",
        phone: "+2348030000000",
        message: "Is it still available?",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Your enquiry has been sent to the owner");
    const list = (await t.app.inject({ method: "GET", url: "/api/enquiries", headers: agent.auth })).json();
    expect(list.data[0]).toMatchObject({ name: "Chidi Okeke", property: { slug: data.slug } });
    const notMine = (
      await t.app.inject({ method: "GET", url: "/api/enquiries", headers: other.auth })
    ).json();
    expect(notMine.data).toEqual([]);
    const mail = await t.database.query<{ text: string }>(
      "select body as text from outbox where recipient = $1",
      [agent.user.email],
    );
    expect(mail.some((m) => m.text.includes("Is it still available?"))).toBe(true);
    const bad = await t.app.inject({
      method: "POST",
      url: `/api/properties/${data.slug}/enquiries`,
      payload: { name: "X", email: "nope", message: "hi" },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("property requests reach owners whose listings match", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/property-requests",
      headers: tenant.auth,
      payload: {
        listing_type: "rent",
        state: "lagos",
        city: "Yaba",
        max_budget: 5_000_000,
        bedrooms: 2,
        move_in_date: "2027-01-15",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ max_budget: 5_000_000, move_in_date: "2027-01-15" });
    const matching = (
      await t.app.inject({ method: "GET", url: "/api/property-requests/matching", headers: agent.auth })
    ).json();
    expect(matching.data.map((r: { id: number }) => r.id)).toContain(res.json().data.id);
    const none = (
      await t.app.inject({ method: "GET", url: "/api/property-requests/matching", headers: other.auth })
    ).json();
    expect(none.data).toEqual([]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/property-requests/matching", headers: tenant.auth }))
        .statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/property-requests",
      headers: tenant.auth,
      payload: { listing_type: "rent", state: "Lagos", max_budget: -1 },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("categories carry counts; category and cities lists answer", async () => {
    const cats = (await t.app.inject({ method: "GET", url: "/api/categories" })).json();
    expect(cats.data.find((c: { name: string }) => c.name === "apartment").count).toBeGreaterThan(0);
    const byCat = (await t.app.inject({ method: "GET", url: "/api/category/apartment" })).json();
    expect(byCat.data.every((p: { category: string }) => p.category === "apartment")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/category/castle" })).statusCode).toBe(422);
    const cities = (await t.app.inject({ method: "GET", url: "/api/properties/stats/cities" })).json();
    expect(cities.data[0]).toMatchObject({ city: "Yaba", state: "Lagos" });
    expect((await t.app.inject({ method: "GET", url: "/api/properties?sort=cheapest" })).statusCode).toBe(
      422,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/properties?bedrooms=-1" })).statusCode).toBe(422);
  });
});

describe("images", () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f855a" } })
      .png()
      .toBuffer();
  });
  const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(2000, 1)]);

  it("stores WebP sizes with one cover, refuses a renamed executable, an oversize file and a 21st image", async () => {
    const { data } = (await create(agent.auth)).json();
    const url = `/api/properties/${data.slug}/images`;
    const two = await multipart([
      [png, "a.png"],
      [png, "b.png"],
    ]);
    const up = await t.app.inject({
      method: "POST",
      url,
      headers: { ...agent.auth, ...two.headers },
      payload: two.payload,
    });
    expect(up.statusCode).toBe(201);
    const images = up.json().data.images;
    expect(images).toHaveLength(2);
    expect(images.filter((i: { is_cover: boolean }) => i.is_cover)).toHaveLength(1);
    expect(images[0].sizes.map((s: { width: number }) => s.width)).toEqual([320, 640, 1280]);
    const file = await t.app.inject({ method: "GET", url: images[0].sizes[0].url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe("webp");
    expect((await sharp(file.rawPayload).metadata()).width).toBe(320);

    const exeForm = await multipart([[exe, "house.jpg"]]);
    const refused = await t.app.inject({
      method: "POST",
      url,
      headers: { ...agent.auth, ...exeForm.headers },
      payload: exeForm.payload,
    });
    expect(refused.statusCode).toBe(422);

    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]);
    const bigForm = await multipart([[big, "big.png"]]);
    const tooBig = await t.app.inject({
      method: "POST",
      url,
      headers: { ...agent.auth, ...bigForm.headers },
      payload: bigForm.payload,
    });
    expect(tooBig.statusCode).toBe(413);

    const theirs = await multipart([[png, "c.png"]]);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url,
          headers: { ...other.auth, ...theirs.headers },
          payload: theirs.payload,
        })
      ).statusCode,
    ).toBe(403);

    const eighteen = await multipart(
      Array.from({ length: 18 }, (_, i) => [png, `${i}.png`] as [Buffer, string]),
    );
    const full = await t.app.inject({
      method: "POST",
      url,
      headers: { ...agent.auth, ...eighteen.headers },
      payload: eighteen.payload,
    });
    expect(full.statusCode).toBe(201);
    expect(full.json().data.images).toHaveLength(20);
    const one = await multipart([[png, "21.png"]]);
    const extra = await t.app.inject({
      method: "POST",
      url,
      headers: { ...agent.auth, ...one.headers },
      payload: one.payload,
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.images[0]).toBe("A listing can have at most 20 images");
    const [n] = await t.database.query<{ n: string }>(
      "select count(*) as n from property_images i join properties p on p.id = i.property_id where p.slug = $1",
      [data.slug],
    );
    expect(Number(n?.n)).toBe(20);

    const ids = full
      .json()
      .data.images.map((i: { id: number }) => i.id)
      .reverse();
    const ordered = await t.app.inject({
      method: "PUT",
      url: `${url}/order`,
      headers: agent.auth,
      payload: { order: ids, cover_id: ids[0] },
    });
    expect(ordered.json().data.images[0]).toMatchObject({ id: ids[0], is_cover: true, position: 0 });
  });

  it("gives link previews a JPEG copy of a listing's photo, under 300 KB, until the photo is removed", async () => {
    const { data } = (await create(agent.auth)).json();
    const form = await multipart([[png, "front.png"]]);
    const up = await t.app.inject({
      method: "POST",
      url: `/api/properties/${data.slug}/images`,
      headers: { ...agent.auth, ...form.headers },
      payload: form.payload,
    });
    const [image] = up.json().data.images as { id: number; url: string }[];
    const shareUrl = image!.url.replace(/^\/uploads\/(.+)\.webp$/, "/api/share-images/uploads/$1.jpg");
    expect(shareUrl).toMatch(/^\/api\/share-images\/uploads\/properties\/.+-1280\.jpg$/);
    for (let i = 0; i < 2; i++) {
      const share = await t.app.inject({ method: "GET", url: shareUrl });
      expect(share.statusCode).toBe(200);
      expect(share.headers["content-type"]).toBe("image/jpeg");
      expect(share.rawPayload.length).toBeLessThan(300 * 1024);
      const meta = await sharp(share.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
    }

    const demo = await t.app.inject({
      method: "GET",
      url: "/api/share-images/photos/illustration-duplex-9-640.jpg",
    });
    expect(demo.statusCode).toBe(200);
    expect(await sharp(demo.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 640 });

    for (const bad of [
      "/api/share-images/photos/illustration-castle-1-320.jpg",
      "/api/share-images/uploads/listings/no-such-photo-1280.jpg",
      "/api/share-images/uploads/..%2F..%2Fpackage.jpg",
      "/api/share-images/uploads/private/kyc/x.jpg",
      `${shareUrl.replace(/\.jpg$/, ".webp")}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message, bad).toBe("Photo not found");
    }

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/properties/${data.slug}/images/${image!.id}`,
      headers: agent.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.images).toHaveLength(0);
    expect((await t.app.inject({ method: "GET", url: shareUrl })).statusCode).toBe(404);
  });
});
