/**
 * Stored files in an S3-compatible bucket (ADR 0024): with S3_BUCKET set, uploads go to the bucket and nothing to
 * UPLOADS_DIR; public files keep their /uploads URLs (streamed, cached for a year, one byte range honoured); private
 * files are never reachable there and are served only after their access checks; /readyz reports a bucket out of
 * reach as degraded; `npm run uploads:copy` copies an uploads directory into the bucket, idempotently.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, LOCAL_UPLOADS_WARNING } from "../src/app.ts";
import { apiRoot } from "../src/platform/paths.ts";
import { S3Storage } from "../src/platform/storage.ts";
import { createTestApp, createUser, postMultipart, type TestApp, testConfig } from "./helpers.ts";
import { startS3Server } from "./s3-server.ts";

const BUCKET = "ile-uploads";
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let bucket: S3Storage;
let jpeg: Buffer;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  // The SDK reads its own variables from the environment (the instance's config only learns the endpoint).
  Object.assign(process.env, s3.env);
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000", ...s3.env, S3_PREFIX: "test" });
  bucket = new S3Storage(BUCKET, "test/", { pathStyle: true });
  jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#2b6cb0" } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  bucket?.close();
  await t?.close();
  await s3?.close();
});

/** Every file under a directory (the instance's own UPLOADS_DIR stays empty). */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

async function uploadAvatar(auth: Record<string, string>) {
  const res = await postMultipart(
    t.app,
    "/api/create/profile",
    auth,
    { bio: "Agent in Yaba." },
    {
      profile_picture: [jpeg, "me.jpg"],
    },
  );
  expect(res.statusCode).toBe(201);
  return res.json().data.profile_picture as string;
}

describe("public files in the bucket", () => {
  it("an avatar is stored in the bucket (not on disk) and served at its /uploads URL, cached for a year", async () => {
    const { auth } = await createUser(t.app, { role: "agent" });
    const url = await uploadAvatar(auth);
    expect(url).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    expect(filesIn(t.config.UPLOADS_DIR)).toEqual([]);
    const stored = await bucket.read(`public/${url.slice("/uploads/".length)}`);
    expect(stored).not.toBeNull();

    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(stored!.length);
    expect(res.rawPayload.equals(stored!)).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 512, height: 512 });

    const again = await t.app.inject({ url, headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(stored!.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it("answers one byte range with 206 (video seeking) and an impossible one with 416", async () => {
    const { auth } = await createUser(t.app, { role: "agent" });
    const url = await uploadAvatar(auth);
    const whole = (await t.app.inject({ url })).rawPayload;
    const part = await t.app.inject({ url, headers: { range: "bytes=10-19" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(10, 20))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: "bytes=-5" } });
    expect(tail.rawPayload.equals(whole.subarray(-5))).toBe(true);
    const past = await t.app.inject({ url, headers: { range: `bytes=${whole.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${whole.length}`);
  });

  it("a share image is made from the photo in the bucket", async () => {
    const { auth } = await createUser(t.app, { role: "agent" });
    const url = await uploadAvatar(auth);
    const share = await t.app.inject({
      url: url.replace(/^\/uploads\/(.+)\.webp$/, "/api/share-images/uploads/$1.jpg"),
    });
    expect(share.statusCode).toBe(200);
    expect(share.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(share.rawPayload).metadata()).format).toBe("jpeg");
  });

  it("a missing file, a path out of public/ and an empty path answer 404 in the one error shape", async () => {
    for (const url of [
      "/uploads/avatars/missing.webp",
      "/uploads/../private/kyc/1/x.webp",
      "/uploads/%2e%2e/private/kyc/1/x.webp",
      "/uploads/",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: "error", code: "NOT_FOUND" });
    }
  });
});

describe("private files in the bucket", () => {
  it("KYC documents go to the bucket under private/, are served to their owner and admins only, never at /uploads", async () => {
    const person = await createUser(t.app, { role: "agent" });
    const other = await createUser(t.app, { role: "agent" });
    const admin = await createUser(t.app, { role: "admin" });
    const submitted = await postMultipart(
      t.app,
      "/api/kyc/submit",
      person.auth,
      { document_type: "nin_slip", document_number: "12345678901" },
      { document_front: [jpeg, "nin.jpg"], selfie: [jpeg, "me.jpg"] },
    );
    expect(submitted.statusCode).toBe(201);
    expect(filesIn(t.config.UPLOADS_DIR)).toEqual([]);
    const list = await t.app.inject({ url: "/api/admin/kyc?status=pending", headers: admin.auth });
    const mine = list.json().data.find((k: { user: { id: number } }) => k.user.id === person.user.id);
    const rows = await t.database.query<{ front_file: string }>(
      "select front_file from kyc_submissions where id = $1",
      [mine.id],
    );
    const key = rows[0]!.front_file;
    expect(key).toMatch(/^private\/kyc\/\d+\/[\w-]+\.webp$/);
    expect(await bucket.read(key)).not.toBeNull();

    const asAdmin = await t.app.inject({ url: mine.files.front, headers: admin.auth });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers["content-type"]).toBe("image/webp");
    expect(asAdmin.headers["cache-control"]).toBe("private, no-store");
    expect(asAdmin.rawPayload.equals((await bucket.read(key))!)).toBe(true);
    expect((await t.app.inject({ url: mine.files.front, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: mine.files.front })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/uploads/../${key}` })).statusCode).toBe(404);
  });
});

describe("readiness and the copy command", () => {
  it("/readyz reports the bucket; out of reach it is degraded (200), and ok again when it is back", async () => {
    expect((await t.app.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ok", storage: "ok" });
    await s3.stop();
    try {
      const res = await t.app.inject({ url: "/readyz" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: "degraded",
        storage: "unavailable",
        database: t.database.kind,
      });
    } finally {
      s3 = await startS3Server(BUCKET, s3.port).then(async (fresh) => {
        await s3.close();
        return fresh;
      });
    }
    expect((await t.app.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ok", storage: "ok" });
  });

  it("uploads:copy copies an uploads directory into the bucket at the same keys, and again copies nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ile-copy-"));
    try {
      mkdirSync(join(dir, "public/properties/7"), { recursive: true });
      mkdirSync(join(dir, "private/kyc/3"), { recursive: true });
      writeFileSync(join(dir, "public/properties/7/old-320.webp"), "photo bytes");
      writeFileSync(join(dir, "private/kyc/3/old.pdf"), "%PDF-1.4 document");
      const run = () =>
        promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/uploads-copy.ts", "--from", dir], {
          cwd: apiRoot,
          env: { ...process.env, ...s3.env, S3_PREFIX: "copy" },
        });
      const first = await run();
      expect(first.stdout.trim()).toBe(
        `Copied 2 files (0.0 MB) from ${dir} to bucket ${BUCKET} under copy/; 0 already there.`,
      );
      const copied = new S3Storage(BUCKET, "copy/", { pathStyle: true });
      expect((await copied.read("public/properties/7/old-320.webp"))?.toString()).toBe("photo bytes");
      expect((await copied.read("private/kyc/3/old.pdf"))?.toString()).toBe("%PDF-1.4 document");
      copied.close();
      const second = await run();
      expect(second.stdout.trim()).toBe(
        `Copied 0 files (0.0 MB) from ${dir} to bucket ${BUCKET} under copy/; 2 already there.`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("uploads:copy without S3_BUCKET says so in one line", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.S3_BUCKET;
    const out = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/uploads-copy.ts"], {
      cwd: apiRoot,
      env,
    }).then(
      () => ({ code: 0, stderr: "" }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(out.code).toBe(1);
    expect(out.stderr.trim().split("\n").at(-1)).toBe(
      "S3_BUCKET: set the bucket to copy into (and the AWS_* variables of its account)",
    );
  });
});

describe("start-up", () => {
  it("warns in production with a shared Redis but files on this machine's disk, and not with a bucket", async () => {
    // The test file's own database (already migrated): building an app on it is quick.
    const warned = async (extra: Record<string, string>) => {
      const lines: { msg?: string }[] = [];
      const config = testConfig({
        NODE_ENV: "production",
        JWT_SECRET: "p".repeat(40),
        PAYMENTS_SANDBOX: "1",
        LOG_LEVEL: "warn",
        REDIS_URL: "redis://127.0.0.1:6379",
        ...extra,
      });
      const app = await buildApp({
        config,
        database: t.database,
        redis: null,
        logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      });
      await app.close();
      rmSync(config.UPLOADS_DIR, { recursive: true, force: true });
      return lines.some((l) => l.msg === LOCAL_UPLOADS_WARNING);
    };
    expect(await warned({})).toBe(true);
    expect(await warned(s3.env)).toBe(false);
  });
});
