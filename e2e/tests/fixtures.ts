/** Shared helpers for the browser journeys: the dev outbox (codes and links) and viewport presets. */
import { type APIRequestContext, expect } from "@playwright/test";

export const MOBILE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Unique per run, so journeys never collide with seeded or earlier data. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function expectOk(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.ok()).toBeTruthy();
  return res;
}

/** The admin made by scripts/e2e-server.sh (admins always log in with a 6-digit code from the outbox). */
export const E2E_ADMIN = { email: "admin@e2e.ile.ng", password: "E2e-admin-pass-2026" } as const;

/** The newest outbox message to an email or phone (the dev outbox of a non-production server). */
export async function latestMessage(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const [first] = (await res.json()).data as Array<{ text: string; subject: string | null; kind: string }>;
  return first;
}

/**
 * The 6-digit code in the newest login-code message to `to`. Other mail to the same address (the shared admin is
 * told of reports and checks by journeys running beside this one) may be newer, so it is the newest of that kind.
 */
export async function latestCode(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const messages = (await res.json()).data as Array<{ text: string; kind: string }>;
  const code = messages.find((m) => m.kind === "login_code")?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a 6-digit code sent to ${to}`).toBeTruthy();
  return code!;
}

export interface E2eAccount {
  email: string;
  password: string;
  userId: number;
  token: string;
  user: Record<string, unknown>;
}

/**
 * Registers and verifies a fresh account through the real API, then logs in (through the code step when the
 * account needs one). Returns the session a page can be given with `signInPage`.
 */
export async function createAccount(
  request: APIRequestContext,
  role: "tenant" | "landlord" | "agent" | "developer" = "tenant",
  names: { first_name?: string; last_name?: string } = {},
): Promise<E2eAccount> {
  const email = `${unique(role)}@e2e.ile.ng`;
  const password = "E2e-journey-pass-2026";
  const reg = await request.post("/api/register", {
    data: {
      first_name: names.first_name ?? "Ngozi",
      last_name: names.last_name ?? "Adeyemi",
      email,
      password,
      password_confirmation: password,
      role,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const userId = (await reg.json()).data.user_id as number;
  const link = (await latestMessage(request, email))!.text.match(/\/verify\/email\/(\d+)\/([\w-]+)/)!;
  const verified = await request.post("/api/verify/email-or-phone", {
    data: { user_id: Number(link[1]), token: link[2] },
  });
  expect(verified.ok()).toBeTruthy();
  return { email, password, userId, ...(await apiLogin(request, email, password)) };
}

/**
 * Logs in through the API (answering the code step from the outbox when asked). Two journeys logging in as the
 * same admin at once can read each other's code, so the code step is retried.
 */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  for (let attempt = 1; ; attempt++) {
    const res = await request.post("/api/login", { data: { email, password } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const body = await res.json();
    if (body.status !== "pending_verification")
      return { token: body.token as string, user: body.user as Record<string, unknown> };
    const code = await latestCode(request, email);
    const verified = await request.post("/api/verify-login", {
      data: { session_token: body.session_token, auth_code: code },
    });
    if (verified.ok()) {
      const data = (await verified.json()).data;
      return { token: data.token as string, user: data.user as Record<string, unknown> };
    }
    if (attempt >= 3) expect(verified.ok(), await verified.text()).toBeTruthy();
  }
}

/** Puts a session into the page's localStorage the way the web app stores it (SPEC §3), before it loads. */
export async function signInPage(
  page: import("@playwright/test").Page,
  session: { token: string; user: Record<string, unknown> },
) {
  await page.addInitScript(
    ([token, user]) => {
      if (window.sessionStorage.getItem("e2e-signed-in")) return;
      window.sessionStorage.setItem("e2e-signed-in", "1");
      window.localStorage.setItem("auth_token", token);
      window.localStorage.setItem("auth_token_expires_at", String(Date.now() + 25 * 24 * 3600 * 1000));
      window.localStorage.setItem("auth_user", JSON.stringify(user));
      window.localStorage.setItem("frontendRole", String(user.role ?? "user"));
    },
    [session.token, session.user] as const,
  );
}

// A real 48×48 PNG (solid green), made with sharp.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVR4nO3WUQ3AAAxCwTlBGI5QPRNLuo9LKqAh8ODJ+qt7zj+Ih0qh8VCkrOf4CTCWQuOhSFnPIRQDrRQaD0XKikMFxqmOKNeaH7ufZjHQSqHxUKSsOFRgnOrIp+X6AqdKJIjaKCEqAAAAAElFTkSuQmCC",
  "base64",
);
const image = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh account, KYC-verified through the real flow (submit documents; an admin approves). */
export async function verifiedBidder(request: APIRequestContext, adminToken: string, first: string) {
  const account = await createAccount(request, "tenant", { first_name: first, last_name: "Okafor" });
  const submit = await request.post("/api/kyc/submit", {
    headers: bearer(account.token),
    multipart: {
      document_type: "nin_slip",
      document_number: String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999)).slice(0, 11),
      document_front: image("nin.png"),
      selfie: image("selfie.png"),
    },
  });
  expect(submit.status(), await submit.text()).toBe(201);
  const pending = await request.get("/api/admin/kyc?status=pending&limit=100", {
    headers: bearer(adminToken),
  });
  const row = ((await pending.json()).data as Array<{ id: number; user: { id: number } }>).find(
    (k) => k.user.id === account.userId,
  );
  expect(row).toBeTruthy();
  const approve = await request.post(`/api/admin/kyc/${row!.id}/approve`, { headers: bearer(adminToken) });
  expect(approve.ok(), await approve.text()).toBeTruthy();
  return account;
}

/**
 * A live auction (started a minute ago, ending in 30 minutes; opening bid ₦60,000,000, increment ₦500,000) of a
 * new sale listing "<title>" made by the admin whose token is given. Returns the auction's id.
 */
export async function liveSaleAuction(request: APIRequestContext, adminToken: string, title: string) {
  const listing = await request.post("/api/properties", {
    headers: bearer(adminToken),
    data: {
      title,
      price: 90_000_000,
      listing_type: "sale",
      category: "terrace",
      property_type: "Terraced Duplex",
      city: "Yaba",
      state: "Lagos",
      bedrooms: 3,
    },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  const auction = await request.post("/api/auctions", {
    headers: bearer(adminToken),
    data: {
      property_id: (await listing.json()).data.id,
      starting_price_kobo: 6_000_000_000, // ₦60,000,000
      reserve_price_kobo: 7_500_000_000,
      min_increment_kobo: 50_000_000, // ₦500,000
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      deposit_note: "10% deposit within 24 hours.",
    },
  });
  expect(auction.status(), await auction.text()).toBe(201);
  return (await auction.json()).data.id as number;
}

/** Fills and sends the open login dialog (the header's Login, or one an action opened). */
export async function fillLoginDialog(
  page: import("@playwright/test").Page,
  email: string,
  password: string,
) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  return dialog;
}

/** Publishes a listing as the account whose token is given: a 2 bedroom flat for rent in Yaba unless `data` says. */
export async function postListing(
  request: APIRequestContext,
  token: string,
  data: { title: string } & Record<string, unknown>,
) {
  const res = await request.post("/api/properties", {
    headers: bearer(token),
    data: {
      price: 2_400_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat / Apartment",
      city: "Yaba",
      state: "Lagos",
      bedrooms: 2,
      bathrooms: 2,
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { slug: string; id: number };
}
