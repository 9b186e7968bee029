/**
 * Public photos of listings and projects: content check by magic bytes (all or nothing), sharp re-encode to WebP
 * at IMAGE_WIDTHS without metadata, random storage keys under public/ (platform/storage.ts), and the sizes a reply
 * offers.
 */
import { randomBytes } from "node:crypto";
import { IMAGE_WIDTHS, uploadMessages } from "@ile/contract";
import { AppError } from "./errors.ts";
import type { Storage } from "./storage.ts";
import { checkPixels, imageWork, isImage, sniff, type UploadedFile } from "./uploads.ts";

/** 422 unless there is at least one file and every file is an image by its content. */
export function checkImages(files: UploadedFile[], notAnImage: string) {
  if (files.length === 0) throw AppError.validation({ images: [uploadMessages.noImage] });
  const bad = files.find((f) => !isImage(sniff(f.buffer)));
  if (bad) throw AppError.validation({ images: [`${notAnImage}: ${bad.filename}`] });
}

/**
 * Checks every file (content, then pixel count from the header), then encodes each at every width within the
 * instance's image work slots (throws 422 before anything is stored).
 */
export async function encodeImages(files: UploadedFile[], notAnImage: string): Promise<Buffer[][]> {
  checkImages(files, notAnImage);
  for (const file of files) await checkPixels(file.buffer, "images", file.filename);
  const out: Buffer[][] = [];
  for (const file of files) {
    const sizes = await imageWork(
      file,
      "images",
      async (open) => {
        const sizes: Buffer[] = [];
        for (const width of IMAGE_WIDTHS)
          sizes.push(await open().rotate().resize({ width, fit: "inside" }).webp({ quality: 80 }).toBuffer());
        return sizes;
      },
      file.filename,
    );
    out.push(sizes);
  }
  return out;
}

/** Writes one encoded image's sizes; returns its storage key (`<key>-<width>.webp` under /uploads). */
export async function writeImage(storage: Storage, folder: string, sizes: Buffer[]): Promise<string> {
  const key = `${folder}/${Date.now().toString(36)}-${randomBytes(8).toString("hex")}`;
  await Promise.all(
    IMAGE_WIDTHS.map((width, i) => storage.put(`public/${key}-${width}.webp`, sizes[i] as Buffer)),
  );
  return key;
}

export async function removeImageFiles(storage: Storage, key: string | null, widths: number[]) {
  if (!key || key.startsWith("/")) return;
  await Promise.all(widths.map((w) => storage.remove(`public/${key}-${w}.webp`).catch(() => {})));
}

export function imageOut(img: {
  id: number | string;
  url: string;
  storage_key: string | null;
  widths: number[];
  position: number;
  is_cover: boolean;
  alt: string;
}) {
  const key = img.storage_key;
  const sizes =
    key && img.widths.length > 0
      ? img.widths.map((width) => ({
          width,
          url: `${key.startsWith("/") ? key : `/uploads/${key}`}-${width}.webp`,
        }))
      : [{ width: 1280, url: img.url }];
  return {
    id: Number(img.id),
    url: img.url,
    sizes,
    position: img.position,
    is_cover: img.is_cover,
    alt: img.alt,
  };
}

/** Link previews: widest side of a share image, and the size WhatsApp still shows (it drops larger images). */
const SHARE_WIDTH = 1200;
const SHARE_MAX_BYTES = 290 * 1024;

/**
 * A JPEG of a public image for link previews (web ADR 0022): WhatsApp and most link-preview crawlers read JPEG and
 * PNG but not WebP. At most SHARE_WIDTH wide, and under SHARE_MAX_BYTES (encoded again at a lower quality if not).
 * Runs in the instance's image work slots.
 */
export async function shareJpeg(webp: Buffer, name: string): Promise<Buffer> {
  return imageWork({ field: "image", filename: name, buffer: webp }, "image", async (open) => {
    const encode = (quality: number) =>
      open()
        .resize({ width: SHARE_WIDTH, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
    const jpeg = await encode(78);
    return jpeg.length <= SHARE_MAX_BYTES ? jpeg : encode(55);
  });
}

/** The WebP bytes of a stored public image (`/uploads/<folder>/<name>.webp`), by its path under /uploads. */
export const readPublicImage = (storage: Storage, path: string) => storage.read(`public/${path}.webp`);

/** Whether that image is still stored (its owner may have removed it). */
export const publicImageStored = async (storage: Storage, path: string) =>
  (await storage.info(`public/${path}.webp`)) !== null;
