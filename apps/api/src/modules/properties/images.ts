/** Listing photos (ADR 0201): all files checked first, stored as WebP at IMAGE_WIDTHS; order and cover. */
import { IMAGE_WIDTHS, MAX_LISTING_IMAGES, propertyMessages } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { checkImages, encodeImages, removeImageFiles, writeImage } from "../../platform/images.ts";
import type { Storage } from "../../platform/storage.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import {
  coverFirstImage,
  deleteImage,
  imageIds,
  imageStats,
  insertImage,
  setCover,
  setImagePosition,
} from "./repo/images.ts";
import type { PropertiesService } from "./service.ts";

export class ListingImagesService {
  constructor(
    private readonly listings: PropertiesService,
    private readonly storage: Storage,
  ) {}

  /** Checks every file first (all or nothing), then stores each as WebP at IMAGE_WIDTHS. */
  async add(session: Session, slug: string, files: UploadedFile[]) {
    const row = await this.listings.editable(slug, session);
    const id = Number(row.id);
    checkImages(files, propertyMessages.notAnImage);
    const { count, maxPosition } = await imageStats(this.listings.db, id);
    if (count + files.length > MAX_LISTING_IMAGES)
      throw AppError.validation({ images: [propertyMessages.tooManyImages] });
    const encoded = await encodeImages(files, propertyMessages.notAnImage);
    let position = maxPosition === null ? 0 : Number(maxPosition) + 1;
    // Invalidate even when a later image fails: the earlier ones are stored and listed.
    await this.listings.invalidating(async () => {
      for (const sizes of encoded) {
        const key = await writeImage(this.storage, `properties/${id}`, sizes);
        await insertImage(this.listings.db, {
          propertyId: id,
          url: `/uploads/${key}-1280.webp`,
          key,
          widths: [...IMAGE_WIDTHS],
          position,
          cover: count === 0 && position === 0,
          alt: row.title,
        });
        position += 1;
      }
    });
    return this.listings.get(slug, session);
  }

  async remove(session: Session, slug: string, imageId: number) {
    const row = await this.listings.editable(slug, session);
    const id = Number(row.id);
    const img = await deleteImage(this.listings.db, id, imageId);
    if (!img) throw AppError.notFound(propertyMessages.imageNotFound);
    await this.listings.invalidating(async () => {
      await removeImageFiles(this.storage, img.storage_key, img.widths);
      if (img.is_cover) await coverFirstImage(this.listings.db, id);
    });
    return this.listings.get(slug, session);
  }

  async order(session: Session, slug: string, order: number[], coverId?: number) {
    const row = await this.listings.editable(slug, session);
    const id = Number(row.id);
    const ids = await imageIds(this.listings.db, id);
    if (order.length !== ids.size || order.some((i) => !ids.has(i)) || new Set(order).size !== order.length)
      throw AppError.validation({ order: [propertyMessages.imageOrderIncomplete] });
    if (coverId !== undefined && !ids.has(coverId))
      throw AppError.validation({ cover_id: [propertyMessages.unknownImage] });
    await this.listings.invalidating(async () => {
      for (const [i, imageId] of order.entries()) await setImagePosition(this.listings.db, imageId, i);
      if (coverId !== undefined) await setCover(this.listings.db, id, coverId);
    });
    return this.listings.get(slug, session);
  }
}
