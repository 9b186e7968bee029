/** Saved listings: save, unsave, and my saved listings in the order they were saved. */
import { propertyMessages } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { pageMeta } from "../../platform/pagination.ts";
import { toProperty } from "./present.ts";
import { addFavourite, countFavourites, favouriteIds, removeFavourite } from "./repo/favourites.ts";
import { listingBySlug, listingsByIds } from "./repo/listings.ts";
import type { PropertiesService } from "./service.ts";

export class FavouritesService {
  constructor(private readonly listings: PropertiesService) {}

  /** Saves (true) or unsaves (false) a live listing; listing pages show each listing's number of favourites. */
  async set(session: Session, slug: string, saved: boolean) {
    const property = await listingBySlug(this.listings.db, slug);
    if (!property) throw AppError.notFound(propertyMessages.notFound);
    const id = Number(property.id);
    if (saved) await addFavourite(this.listings.db, session.userId, id);
    else await removeFavourite(this.listings.db, session.userId, id);
    await this.listings.invalidate();
    return { slug: property.slug, is_favourite: saved };
  }

  async list(session: Session, page: number, perPage: number) {
    const db = this.listings.db;
    const total = await countFavourites(db, session.userId);
    const ids = await favouriteIds(db, session.userId, page, perPage);
    // The page's listings and their images in one query, in the order they were saved.
    const rows = await listingsByIds(db, ids);
    return {
      data: rows.map((r) => toProperty(r, r.images, true)),
      meta: pageMeta(page, perPage, total),
    };
  }
}
