/**
 * Uploaded files: multipart reading, checking by content (never by name or the client's MIME type), and
 * storage through the storage port (platform/storage.ts: UPLOADS_DIR or a bucket). `public/` is served at
 * /uploads/…; `private/` never is (KYC documents and other private files: only through an owner/admin check). Images are re-encoded with sharp, which also strips their
 * metadata (EXIF GPS positions of people's homes and documents).
 */
import { randomBytes } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import { uploadMessages } from "@ile/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";
import type { Storage } from "./storage.ts";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type FileKind = "jpeg" | "png" | "webp" | "gif" | "pdf";
const IMAGE_KINDS: readonly FileKind[] = ["jpeg", "png", "webp", "gif"];

/** What a file really is, from its first bytes; null when it is none of the kinds Ile accepts. */
export function sniff(buffer: Buffer): FileKind | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return "jpeg";
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (
    buffer.length >= 12 &&
    buffer.subarray(0, 4).toString("latin1") === "RIFF" &&
    buffer.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  if (buffer.length >= 6 && /^GIF8[79]a$/.test(buffer.subarray(0, 6).toString("latin1"))) return "gif";
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  return null;
}

export const isImage = (kind: FileKind | null): kind is FileKind =>
  kind !== null && IMAGE_KINDS.includes(kind);

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartBody {
  /** Text fields; `key[]` entries (SPEC §7 list fields) are collected under `key` as arrays. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

export const MALFORMED_MULTIPART = "The form could not be read. Send it as multipart/form-data.";

/**
 * Reads a whole multipart request (files up to `maxFileBytes` each). A file over the limit is a 413 with a
 * clear message; a request that is not multipart is a 415; a malformed one (no boundary, cut short) a 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  { maxFileBytes = MAX_UPLOAD_BYTES, maxFiles = 20 } = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError(415, uploadMessages.multipartRequired, "BAD_REQUEST");
  }
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: maxFiles } })) {
      if (part.type === "file") {
        const buffer = await (part as MultipartFile).toBuffer();
        if (buffer.length === 0) continue;
        files.push({ field: part.fieldname.replace(/\[\]$/, ""), filename: part.filename, buffer });
        continue;
      }
      const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
      if (part.fieldname.endsWith("[]")) {
        const key = part.fieldname.slice(0, -2);
        const list = fields[key];
        fields[key] = Array.isArray(list) ? [...list, value] : list === undefined ? [value] : [list, value];
      } else {
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(
        413,
        uploadMessages.fileTooLarge(Math.round(maxFileBytes / 1024 / 1024)),
        "PAYLOAD_TOO_LARGE",
      );
    }
    if (code === "FST_FILES_LIMIT")
      throw new AppError(413, uploadMessages.tooManyFiles(maxFiles), "PAYLOAD_TOO_LARGE");
    if (err instanceof AppError) throw err;
    // Anything else the parser meets is the request's fault: no boundary, a truncated or malformed body.
    throw new AppError(400, MALFORMED_MULTIPART, "BAD_REQUEST");
  }
  return { fields, files };
}

/** sharp is loaded on first use: it is a native module, and most requests never touch an image. */
const loadSharp = async () => (await import("sharp")).default;
type Sharp = Awaited<ReturnType<typeof loadSharp>>;

/** ADR 0015: the largest image accepted (width × height), read from its header before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** ADR 0015: images decoded and encoded at once per instance (CPU and memory bound); others wait their turn. */
export const IMAGE_WORK_SLOTS = 2;
export const tooManyPixels = uploadMessages.tooManyPixels(MAX_IMAGE_PIXELS / 1_000_000);

/** Runs at most `slots` tasks at once; the others wait in order. */
export function limiter(slots: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < slots) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiting task, or free it.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
const imageSlot = limiter(IMAGE_WORK_SLOTS);

/**
 * The header check of an image: its pixel count is at most MAX_IMAGE_PIXELS (nothing is decoded). Throws the
 * 422 `{[field]: [message]}`; `name` is added to the message when given (a file among several).
 */
export async function checkPixels(buffer: Buffer, field: string, name?: string) {
  const sharp = await loadSharp();
  const meta = await sharp(buffer)
    .metadata()
    .catch(() => null);
  const suffix = name ? `: ${name}` : "";
  if (!meta?.width || !meta.height)
    throw AppError.validation({ [field]: [`${uploadMessages.unreadableImage}${suffix}`] });
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw AppError.validation({ [field]: [`${tooManyPixels}${suffix}`] });
}

/**
 * Decodes and re-encodes one image with sharp, within the instance's image work slots and the pixel limit
 * (checked first, from the header). A file sharp cannot read is a 422 on `field`.
 */
export async function imageWork<T>(
  file: UploadedFile,
  field: string,
  work: (open: () => ReturnType<Sharp>) => Promise<T>,
  name?: string,
): Promise<T> {
  await checkPixels(file.buffer, field, name);
  const sharp = await loadSharp();
  const open = () => sharp(file.buffer, { limitInputPixels: MAX_IMAGE_PIXELS });
  return imageSlot(() =>
    work(open).catch(() => {
      throw AppError.validation({ [field]: [`${uploadMessages.unreadableImage}${name ? `: ${name}` : ""}`] });
    }),
  );
}

/** A random file name under a stored folder (no part of the user's file name is kept). */
const newName = (ext: string) => `${Date.now().toString(36)}-${randomBytes(12).toString("hex")}.${ext}`;

/**
 * Stores a picture as a square WebP (profile pictures) in public/<folder>; returns its public URL path.
 * Throws 422 on `field` when the file is not an image.
 */
export async function storeAvatar(storage: Storage, folder: string, file: UploadedFile, field: string) {
  if (!isImage(sniff(file.buffer))) {
    throw AppError.validation({ [field]: [uploadMessages.notAnImage] });
  }
  const webp = await imageWork(file, field, (open) =>
    open().rotate().resize(512, 512, { fit: "cover" }).webp({ quality: 82 }).toBuffer(),
  );
  return storePublicFile(storage, folder, webp, "webp");
}

/**
 * Stores a private document (image re-encoded as WebP without metadata, or a PDF as sent) under
 * private/<folder>; returns its stored key. Throws 422 on `field` for other content.
 */
export async function storePrivateDocument(
  storage: Storage,
  folder: string,
  file: UploadedFile,
  field: string,
  { allowPdf = true } = {},
) {
  const kind = sniff(file.buffer);
  if (kind === "pdf" && allowPdf) {
    const relative = `private/${folder}/${newName("pdf")}`;
    await storage.put(relative, file.buffer);
    return relative;
  }
  if (!isImage(kind)) {
    throw AppError.validation({
      [field]: [allowPdf ? uploadMessages.imageOrPdf : uploadMessages.imageOnly],
    });
  }
  const webp = await imageWork(file, field, (open) =>
    open()
      .rotate()
      .resize(2400, 2400, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer(),
  );
  const relative = `private/${folder}/${newName("webp")}`;
  await storage.put(relative, webp);
  return relative;
}

/** Stores a file already checked by its content as sent, under public/<folder> (a random name); its URL path. */
export async function storePublicFile(storage: Storage, folder: string, data: Buffer, ext: string) {
  const relative = `public/${folder}/${newName(ext)}`;
  await storage.put(relative, data);
  return `/uploads/${relative.slice("public/".length)}`;
}

/** A stored file's bytes; throws (like a missing file) when it is not there. */
export async function readStored(storage: Storage, relative: string) {
  const data = await storage.read(relative);
  if (!data) throw new Error(`stored file missing: ${relative}`);
  return data;
}

/** Removes stored files a failed or undone write left; never throws (what is left is only unreferenced). */
export async function removeStored(storage: Storage, relative: string | null | undefined) {
  if (!relative) return;
  await storage.remove(relative).catch(() => {});
}
