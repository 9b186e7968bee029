/**
 * Fuzz test (issue 16 item 10, ADR 0015): every operation of the OpenAPI document (`app.swagger()`) gets
 * REQUESTS_PER_OPERATION malformed requests from a seeded generator (fuzz-requests.ts), signed out, as a normal
 * user, as an admin and with a forged token. Any 5xx, or any error answer outside the one shape of ADR 0004,
 * fails the test with the requests that caused it. FUZZ_SEED replays another seed.
 */
import { apiErrorSchema } from "@ile/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type FuzzRequest,
  fuzzRequests,
  type Identity,
  type Operation,
  operationsOf,
} from "./fuzz-requests.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261116);
const REQUESTS_PER_OPERATION = 300;
const PARALLEL = 6;
/** A request still unanswered after this long is reported as hung (generous: CI machines can be busy). */
const HANG_MS = 30_000;
/**
 * Calls that end the caller's own session or account, or (an admin suspending an account) the fuzzing user's:
 * sent signed out so the other requests stay signed in. admin.test.ts covers the suspend route's input.
 */
const ENDS_SESSION = new Set([
  "DELETE /api/profile",
  "POST /api/logout",
  "POST /api/refresh-token",
  "POST /api/admin/users/{id}/suspend",
]);
/** Pages a browser is sent to (the sandbox's stand-in for Paystack's checkout): HTML by design, never a 5xx. */
const HTML_PAGES = new Set(["GET /api/sandbox/checkout/{reference}"]);

let t: TestApp;
const auth: Partial<Record<Identity, Record<string, string>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  auth.user = (await createUser(t.app, { role: "tenant" })).auth;
  auth.admin = (await createUser(t.app, { role: "admin" })).auth;
});
afterAll(() => t.close());

interface Failure {
  /** Operation and status, e.g. "GET /api/people/{key} 500": one example of each is reported. */
  kind: string;
  request: string;
  status: number;
  body: string;
}

async function send(op: Operation, req: FuzzRequest): Promise<Failure | null> {
  const identity = ENDS_SESSION.has(`${op.method} ${op.path}`) ? "anonymous" : req.identity;
  const headers = { ...req.headers, ...(auth[identity] ?? {}) };
  const describe = `${identity} ${req.method} ${req.url.slice(0, 200)} ${JSON.stringify(req.headers)} ${String(req.payload ?? "").slice(0, 200)}`;
  let timer: NodeJS.Timeout | undefined;
  const res = await Promise.race([
    t.app.inject({ method: req.method as "GET", url: req.url, headers, payload: req.payload }),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), HANG_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  const kind = `${op.method} ${op.path}`;
  if (!res)
    return { kind: `${kind} hung`, request: describe, status: 0, body: `no answer within ${HANG_MS} ms` };
  if (res.statusCode < 400 || (res.statusCode < 500 && HTML_PAGES.has(kind))) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  const inShape =
    res.statusCode < 500 &&
    apiErrorSchema.safeParse(body).success &&
    (body as { statusCode?: number }).statusCode === res.statusCode;
  if (inShape) return null;
  return {
    kind: `${kind} ${res.statusCode}`,
    request: describe,
    status: res.statusCode,
    body: res.body.slice(0, 300),
  };
}

it(`${REQUESTS_PER_OPERATION} malformed requests to every operation answer 4xx in the one error shape (seed ${SEED})`, async () => {
  const operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
  expect(operations.length).toBeGreaterThanOrEqual(90);
  const work = operations.flatMap((op, i) =>
    fuzzRequests(op, SEED + i, REQUESTS_PER_OPERATION).map((req) => [op, req] as const),
  );
  const failures: Failure[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < work.length) {
        const [op, req] = work[next++] as (typeof work)[number];
        const failure = await send(op, req);
        if (failure) failures.push(failure);
      }
    }),
  );
  expect(work.length).toBeGreaterThanOrEqual(operations.length * REQUESTS_PER_OPERATION);
  // The signed-in requests were signed in to the end (nothing above ended the sessions).
  for (const identity of ["user", "admin"] as const)
    expect(
      (await t.app.inject({ method: "GET", url: "/api/check-auth", headers: auth[identity] })).statusCode,
    ).toBe(200);
  const examples = new Map<string, Failure>();
  for (const f of failures) if (!examples.has(f.kind)) examples.set(f.kind, f);
  expect([...examples.values()], `${failures.length} of ${work.length} requests failed`).toEqual([]);
}, 600_000);
