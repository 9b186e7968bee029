import { messages } from "@ile/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, onSessionExpired, toFormData } from "../api-client";
import { createApiClients } from "../clients/all";
import * as session from "../session-storage";
import { json, MemoryStorage, startTestServer } from "./test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let clients: ReturnType<typeof createApiClients>;
const storage = new MemoryStorage();

beforeAll(async () => {
  server = await startTestServer();
  clients = createApiClients({
    apiBase: `${server.url}/api`,
    newsletterBase: `${server.url}/svc/newsletter`,
    groupsBase: `${server.url}/svc/groups`,
    providersBase: `${server.url}/svc/providers`,
    storeBase: `${server.url}/svc/store`,
    newsBase: `${server.url}/svc/news`,
    timeoutMs: 300,
  });
  session.useStorage(storage);
});
afterAll(() => server.close());
beforeEach(() => storage.clear());

/** Resolves with the error a call rejects with; fails the test if the call succeeds. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (err) {
    return err as ApiError;
  }
  throw new Error("expected the call to fail");
}

const login = (token: string, expiresInSeconds: number) =>
  session.saveLogin({ token, expires_in: expiresInSeconds, user: { full_name: "Ada Obi", role: "agent" } });

describe("main API: transport", () => {
  it("sends JSON and the bearer token, and returns the body", async () => {
    login("tok-1", 3600);
    server.handle((req, res) => json(res, 200, { status: "success", data: { echo: req.body } }));
    const body = await clients.api.post<{ data: { echo: string } }>("/things", { a: 1 });
    expect(JSON.parse(body.data.echo)).toEqual({ a: 1 });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-1");
    expect(server.requests[0]?.headers["content-type"]).toBe("application/json");
  });

  it("turns a timeout into a 503 with the network message", async () => {
    server.handle(() => {
      /* never answers */
    });
    const err = await failure(clients.api.get("/slow"));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(503);
    expect(err.message).toBe(messages.generic.network);
  });

  it("turns a refused connection into a 503 with the network message", async () => {
    const dead = createApiClients({
      apiBase: "http://127.0.0.1:1/api",
      newsletterBase: "http://127.0.0.1:1",
      groupsBase: "",
      providersBase: "",
      storeBase: "",
      newsBase: "",
    });
    const err = await failure(dead.api.get("/x"));
    expect(err.status).toBe(503);
    expect(err.message).toBe(messages.generic.network);
    const nl = await failure(
      dead.newsletterApi.subscribe({ email: "a@b.ng", platform: "ile-website", honeypot: "" }),
    );
    expect(nl.status).toBe(503);
    expect(nl.message).toBe(messages.generic.network);
  });

  it.each([
    [400, { message: "Listing is closed" }, "Listing is closed"],
    [400, {}, messages.generic.badRequest],
    [403, { message: "nope" }, messages.generic.forbidden],
    [404, {}, messages.generic.notFound],
    [500, { message: "boom" }, messages.generic.server],
    [418, {}, messages.generic.unexpected],
  ])("maps status %i to the SPEC §8 message", async (status, body, message) => {
    server.handle((_req, res) => json(res, status, { status: "error", ...body }));
    const err = await failure(clients.api.get("/x", { auth: false }));
    expect(err.status).toBe(status);
    expect(err.message).toBe(message);
  });

  it("keeps the server's message, code and field errors for feature code", async () => {
    server.handle((_req, res) =>
      json(res, 422, {
        status: "error",
        message: "Email taken",
        code: "REGISTRATION_FAILED",
        errors: { email: ["Email taken"] },
      }),
    );
    const err = await failure(clients.api.post("/register", {}));
    expect(err.status).toBe(422);
    expect(err.serverMessage).toBe("Email taken");
    expect(err.code).toBe("REGISTRATION_FAILED");
    expect(err.firstFieldError).toBe("Email taken");
  });

  it("treats a 200 whose body status is error as a 400 failure", async () => {
    server.handle((_req, res) => json(res, 200, { status: "error", message: "Quota reached" }));
    const err = await failure(clients.api.get("/x"));
    expect(err.status).toBe(400);
    expect(err.message).toBe("Quota reached");
  });

  it("only warns when the server says the token expires soon", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server.handle((_req, res) => json(res, 200, { ok: true }, { "x-token-expiring-soon": "true" }));
    await expect(clients.api.get("/x")).resolves.toEqual({ ok: true });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("main API: refresh", () => {
  it("on 401 refreshes once and retries with the new token", async () => {
    login("old", 3600);
    server.handle((req, res) => {
      if (req.url === "/api/refresh-token")
        return json(res, 200, { token: "new", expires_in: 3600, user: { full_name: "Ada Obi" } });
      if (req.headers.authorization === "Bearer new") return json(res, 200, { status: "success", data: 42 });
      return json(res, 401, { status: "error", message: "expired", code: "UNAUTHORIZED" });
    });
    await expect(clients.api.get("/profile")).resolves.toEqual({ status: "success", data: 42 });
    expect(server.requests.map((r) => r.url)).toEqual(["/api/profile", "/api/refresh-token", "/api/profile"]);
    expect(server.requests[1]?.headers.authorization).toBe("Bearer old");
    expect(session.getToken()).toBe("new");
  });

  it.each([
    "/login",
    "/verify-login",
    "/refresh-token",
    "/logout",
    "/register",
    "/forgot-password",
    "/reset-password",
  ])("does not refresh on a 401 from %s", async (path) => {
    login("old", 3600);
    server.handle((_req, res) => json(res, 401, { status: "error", message: "Invalid credentials" }));
    const err = await failure(clients.api.post(path, {}));
    expect(err.status).toBe(401);
    expect(server.requests).toHaveLength(1);
    expect(session.getToken()).toBe("old");
  });

  it("refreshes before a request when the token expires within 300 s, once for concurrent requests", async () => {
    login("old", 120);
    server.handle(async (req, res) => {
      if (req.url === "/api/refresh-token") {
        await new Promise((r) => setTimeout(r, 50));
        return json(res, 200, { data: { token: "fresh", expires_in: 3600, user: { full_name: "Ada Obi" } } });
      }
      return json(res, 200, { auth: req.headers.authorization });
    });
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => clients.api.get<{ auth: string }>(`/item/${i}`)),
    );
    expect(replies.every((r) => r.auth === "Bearer fresh")).toBe(true);
    expect(server.requests.filter((r) => r.url === "/api/refresh-token")).toHaveLength(1);
    expect(session.secondsLeft()).toBeGreaterThan(3500);
  });

  it.each([
    ["TOKEN_BLACKLISTED", messages.session.expired],
    ["UNAUTHORIZED", messages.session.expired],
    ["USER_NOT_FOUND", messages.session.userNotFound],
  ])("a failed refresh (%s) clears the session and announces it", async (code, message) => {
    login("old", 3600);
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    server.handle((req, res) =>
      req.url === "/api/refresh-token"
        ? json(res, 401, { status: "error", message: "no", code })
        : json(res, 401, { status: "error", message: "expired" }),
    );
    const err = await failure(clients.api.get("/profile"));
    off();
    expect(err.message).toBe(message);
    expect(err.code).toBe(code);
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(expired).toHaveBeenCalledWith(message);
  });

  it("refresh without a token fails with NO_TOKEN", async () => {
    const err = await failure(clients.api.refreshToken());
    expect(err.code).toBe("NO_TOKEN");
    expect(err.message).toBe(messages.session.noToken);
  });
});

describe("newsletter client", () => {
  const payload = { email: "ada@example.ng", platform: "ile-website", honeypot: "" };

  it.each([200, 201])("resolves on %i with the server message", async (status) => {
    server.handle((_req, res) => json(res, status, { status: "success", message: "Thanks!" }));
    await expect(clients.newsletterApi.subscribe(payload)).resolves.toEqual({
      status: "success",
      message: "Thanks!",
    });
    expect(JSON.parse(server.requests[0]!.body)).toEqual(payload);
    expect(server.requests[0]?.url).toBe("/svc/newsletter/subscribe");
  });

  it("rejects a body status of error as a 400 with its message", async () => {
    server.handle((_req, res) => json(res, 200, { status: "error", message: "Blocked domain" }));
    const err = await failure(clients.newsletterApi.subscribe(payload));
    expect(err.status).toBe(400);
    expect(err.message).toBe("Blocked domain");
  });

  it("falls back to 'Subscription failed' when the server gives no message", async () => {
    server.handle((_req, res) => json(res, 500, {}));
    const err = await failure(clients.newsletterApi.subscribe(payload));
    expect(err.message).toBe(messages.newsletter.failed);
  });
});

describe("providers, store, groups and news clients", () => {
  it("maps providers per SPEC §3 (image URL, phones, verified only for '1')", async () => {
    server.handle((_req, res) =>
      json(res, 200, {
        status: "success",
        message: "ok",
        service_providers: [
          {
            id: 7,
            name: "Tunde Electric",
            image: "uploads/t.jpg",
            phone_numbers: ["0803 000 0001", "0803 000 0002"],
            verified: "1",
          },
          { id: 8, name: "Bola Plumbing", image: null, phone: "0803", verified: 1 },
        ],
      }),
    );
    const [a, b] = await clients.providersApi.list();
    expect(a).toMatchObject({
      image: `${server.url}/svc/providers/uploads/t.jpg`,
      phone: "0803 000 0001",
      phone2: "0803 000 0002",
      verified: true,
    });
    expect(b).toMatchObject({ image: null, phone: "0803", phone2: "", verified: false });
  });

  it("raises the server message, or 'API request failed', for a non-success status", async () => {
    server.handle((_req, res) => json(res, 200, { status: "failed" }));
    await expect(clients.providersApi.list()).rejects.toThrow(messages.providers.failed);
  });

  it("maps building-material products and returns the first product by id, or null", async () => {
    server.handle((req, res) =>
      req.url?.includes("id=9")
        ? json(res, 200, { status: "success", total_results: 0, products: [] })
        : json(res, 200, {
            status: "success",
            total_results: 1,
            products: [
              {
                id: "3",
                product_name: "Cement &amp; sand",
                product_price: "5200",
                product_image: "img/c.png",
                product_details: "Dangote 42.5R\n\n50 kg bag\n",
                product_discount: "5",
                product_quantity: "100",
                phone_number: "0803",
                seller_id: "12",
              },
            ],
          }),
    );
    const product = await clients.storeApi.get(3);
    expect(product).toMatchObject({
      id: 3,
      name: "Cement & sand",
      price: 5200,
      discount: 5,
      quantity: 100,
      image: `${server.url}/svc/store/img/c.png`,
      description: ["Dangote 42.5R", "50 kg bag"],
      verified: true,
      reviews: [],
      similarProducts: [],
    });
    expect(await clients.storeApi.get(9)).toBeNull();
  });

  it("returns group bodies as they are and falls back to the spec messages", async () => {
    server.handle((_req, res) => json(res, 200, { groups: [{ name: "Lekki landlords" }] }));
    await expect(clients.groupsApi.getAllGroups()).resolves.toEqual({
      groups: [{ name: "Lekki landlords" }],
    });
    server.handle((_req, res) => json(res, 500, {}));
    await expect(clients.groupsApi.getGroupBySlug("x")).rejects.toThrow(messages.groups.one);
  });

  it("always asks news for published posts, 4 per page by default", async () => {
    server.handle((_req, res) =>
      json(res, 200, {
        status: "success",
        posts: [],
        pagination: { current_page: 1, last_page: 1, total: 0, per_page: 4 },
      }),
    );
    await clients.newsApi.listCaveatPosts({ page: 2 });
    const url = new URL(server.requests[0]!.url, server.url);
    expect(url.pathname).toBe("/svc/news/posts/caveat/article");
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "2", status: "published", per_page: "4" });
  });

  it("rejects news lists without a posts list, and a missing post", async () => {
    server.handle((_req, res) => json(res, 200, { status: "success", posts: "nope" }));
    await expect(clients.newsApi.listCaveatPosts()).rejects.toThrow(messages.news.invalidStructure);
    server.handle((_req, res) => json(res, 200, { status: "success" }));
    await expect(clients.newsApi.getCaveatPost(5)).rejects.toThrow(messages.news.notFound);
    server.handle((_req, res) => json(res, 500, {}));
    await expect(clients.newsApi.getCaveatPost(5)).rejects.toThrow(messages.news.detailFailed);
  });
});

describe("toFormData", () => {
  it("skips empty fields and sends lists as repeated key[] entries", () => {
    const form = toFormData({
      first_name: "Ada",
      bio: "",
      city: null,
      skills: ["valuation", "", "letting"],
      years: 4,
    });
    expect([...form.entries()]).toEqual([
      ["first_name", "Ada"],
      ["skills[]", "valuation"],
      ["skills[]", "letting"],
      ["years", "4"],
    ]);
  });
});
