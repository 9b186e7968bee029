/**
 * Where stored files live (ADR 0024): one port, two adapters. The local directory (UPLOADS_DIR, the default) or
 * an S3-compatible bucket (S3_BUCKET; credentials, region and endpoint from the AWS SDK's own variables, path-style
 * addressing when an endpoint is given). Keys are the paths under UPLOADS_DIR they always were: `public/…` is
 * served at /uploads/… (platform/uploads-route.ts), `private/…` only by the module that checks who asks.
 */
import { createReadStream, mkdirSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, normalize, posix, sep } from "node:path";
import type { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import { messages } from "@ile/contract";
import type { Config } from "./config.ts";
import { AppError } from "./errors.ts";

/** What a stored file is, without its bytes. */
export interface StoredInfo {
  size: number;
  etag: string;
  lastModified: Date;
}

export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes of a stored file; null when there is none. */
  read(key: string): Promise<Buffer | null>;
  info(key: string): Promise<StoredInfo | null>;
  /** The bytes from `start` to `end` (inclusive) of a stored file, as a stream. */
  stream(key: string, start: number, end: number): Promise<Readable>;
  /** Removes a file (nothing when it is already gone). */
  remove(key: string): Promise<void>;
  /** Whether the storage answers (readiness). */
  reachable(): Promise<boolean>;
  /** Lets go of its connections (the instance stops). */
  close(): void;
}

/** A stored key as given, refusing anything that is not a plain relative path (a 404, like a missing file). */
export function checkedKey(key: string): string {
  const clean = posix.normalize(key);
  if (
    clean !== key ||
    key.startsWith("/") ||
    key.startsWith("..") ||
    key.includes("\\") ||
    key.includes("\0")
  )
    throw AppError.notFound(messages.generic.notFound);
  return key;
}

/** Resolves a stored relative path inside UPLOADS_DIR, refusing anything that escapes it. */
export function storedPath(uploadsDir: string, relative: string): string {
  const full = normalize(join(uploadsDir, relative));
  if (!full.startsWith(normalize(uploadsDir) + sep)) throw AppError.notFound(messages.generic.notFound);
  return full;
}

const TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** The content type of a stored file, by the extension Ile gave it. */
export const contentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";

const missing = (err: unknown) => (err as { code?: string }).code === "ENOENT";

/** The uploads directory, as Ile always stored files. */
export class LocalStorage implements Storage {
  readonly kind = "local" as const;
  constructor(private readonly dir: string) {
    // The adapter owns its directory: the public part exists before the first upload is asked for.
    mkdirSync(join(dir, "public"), { recursive: true });
  }

  async put(key: string, data: Buffer) {
    const full = storedPath(this.dir, checkedKey(key));
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, data, { mode: 0o640 });
  }

  read(key: string) {
    return readFile(storedPath(this.dir, checkedKey(key))).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
  }

  async info(key: string) {
    const s = await stat(storedPath(this.dir, checkedKey(key))).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    if (!s?.isFile()) return null;
    return {
      size: s.size,
      etag: `W/"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"`,
      lastModified: s.mtime,
    };
  }

  async stream(key: string, start: number, end: number) {
    return createReadStream(storedPath(this.dir, checkedKey(key)), { start, end });
  }

  async remove(key: string) {
    await rm(storedPath(this.dir, checkedKey(key)), { force: true });
  }

  async reachable() {
    return stat(this.dir).then(
      (s) => s.isDirectory(),
      () => false,
    );
  }

  close() {}
}

const notFoundCodes = new Set(["NoSuchKey", "NotFound", "NoSuchBucket"]);
const absent = (err: unknown) => {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return notFoundCodes.has(e.name ?? "") || e.$metadata?.httpStatusCode === 404;
};
/** A bucket that does not answer within this is unreachable for readiness. */
const REACH_TIMEOUT_MS = 3000;
/** The readiness probe's object, beside `public/` and `private/` (never served). */
const PROBE_KEY = "readiness-probe";

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…); keys are S3_PREFIX + the stored path. */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  /**
   * The SDK is loaded when a bucket is configured, not with the server (it took a third of the compiled server's
   * cold start, issue 52); the first request that needs it waits for the import begun here.
   */
  private readonly sdk: Promise<{ client: S3.S3Client; s3: typeof S3 }>;

  constructor(
    private readonly bucket: string,
    private readonly prefix: string,
    { pathStyle }: { pathStyle: boolean },
  ) {
    // Region, credentials and endpoint come from the SDK's own variables (AWS_REGION, AWS_ACCESS_KEY_ID,
    // AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3…): nothing of them is copied here.
    this.sdk = import("@aws-sdk/client-s3").then((s3) => ({
      s3,
      client: new s3.S3Client({ forcePathStyle: pathStyle }),
    }));
  }

  private key(key: string) {
    return this.prefix + checkedKey(key);
  }

  async put(key: string, data: Buffer) {
    const { client, s3 } = await this.sdk;
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: data,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async read(key: string) {
    const { client, s3 } = await this.sdk;
    try {
      const out = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (err) {
      if (absent(err)) return null;
      throw err;
    }
  }

  async info(key: string) {
    const { client, s3 } = await this.sdk;
    try {
      const out = await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return {
        size: out.ContentLength ?? 0,
        etag: out.ETag ?? `"${out.ContentLength ?? 0}"`,
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (absent(err)) return null;
      throw err;
    }
  }

  async stream(key: string, start: number, end: number) {
    const { client, s3 } = await this.sdk;
    const out = await client.send(
      new s3.GetObjectCommand({ Bucket: this.bucket, Key: this.key(key), Range: `bytes=${start}-${end}` }),
    );
    return out.Body as Readable;
  }

  async remove(key: string) {
    const { client, s3 } = await this.sdk;
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }

  /**
   * Reads a small probe object (written when missing): the bucket answers and these credentials may read and
   * write it. HeadBucket needs a permission of its own that a least-privilege key may lack.
   */
  async reachable() {
    const key = `${this.prefix}${PROBE_KEY}`;
    const options = { abortSignal: AbortSignal.timeout(REACH_TIMEOUT_MS) };
    const { client, s3 } = await this.sdk;
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: key }), options);
      return true;
    } catch (err) {
      if (!absent(err)) return false;
    }
    return client
      .send(
        new s3.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: "ok", ContentType: "text/plain" }),
        options,
      )
      .then(
        () => true,
        () => false,
      );
  }

  close() {
    void this.sdk.then(({ client }) => client.destroy()).catch(() => {});
  }
}

/** The storage the settings choose: the bucket when S3_BUCKET is set, otherwise UPLOADS_DIR. */
export function openStorage(config: Config): Storage {
  if (!config.S3_BUCKET) return new LocalStorage(config.UPLOADS_DIR);
  return new S3Storage(config.S3_BUCKET, config.S3_PREFIX, {
    pathStyle: Boolean(config.AWS_ENDPOINT_URL_S3 ?? config.AWS_ENDPOINT_URL),
  });
}

/** Every file under a directory, as stored keys (relative paths with `/`), in a stable order. */
async function* filesUnder(dir: string, prefix = ""): AsyncGenerator<string> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true }).catch((err: unknown) => {
    if (missing(err)) return [];
    throw err;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Copies an uploads directory into a storage (`npm run uploads:copy`): every file under it, at the same key.
 * Idempotent: a file already stored with the same size is left (stored names are random and never rewritten).
 */
export async function copyUploads(dir: string, to: Storage, onFile?: (key: string, copied: boolean) => void) {
  let copied = 0;
  let present = 0;
  let bytes = 0;
  for await (const key of filesUnder(dir)) {
    const data = await readFile(storedPath(dir, key));
    const there = await to.info(key);
    if (there?.size === data.length) {
      present++;
      onFile?.(key, false);
      continue;
    }
    await to.put(key, data);
    copied++;
    bytes += data.length;
    onFile?.(key, true);
  }
  return { copied, present, bytes };
}
