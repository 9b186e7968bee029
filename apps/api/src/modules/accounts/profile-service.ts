/**
 * The signed-in person's own profile (SPEC §3 Profile): read whole, changed field by field (with an optional new
 * picture, the old one removed), and deleted with the account. Every call acts on the caller's own profile only.
 */
import { type ApiOwnProfile, profileMessages, webLinkOrNull, webLinksOnly } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { Storage } from "../../platform/storage.ts";
import { removeStored } from "../../platform/uploads.ts";
import type { ProfileUpdate } from "./profile-fields.ts";
import * as repo from "./repo/profiles.ts";
import { softDeleteUser } from "./repo/users.ts";
import { initialsOf } from "./session-user.ts";

/** A validated profile form: the fields it changes and the stored path of a new picture. */
export interface ProfileForm {
  update: ProfileUpdate;
  picture: string | null;
}

export class ProfilesService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  /** The whole profile of SPEC §3 as its owner (or an admin) sees it: premium fields included. */
  /** The owner's whole profile, as the contract's `ApiOwnProfile` (the reply schema checks every field as it is sent). */
  async own(userId: number): Promise<ApiOwnProfile> {
    const row = await repo.ownProfileRow(this.db, userId);
    if (!row) throw AppError.notFound(profileMessages.notFound);
    const reviews = await repo.reviewsOf(this.db, userId);
    const fullName = `${row.first_name} ${row.last_name}`.trim();
    // Times as the wire carries them (what JSON.stringify made of them): ISO 8601 strings.
    const times = Object.fromEntries(
      Object.entries(row)
        .filter(([, v]) => v instanceof Date)
        .map(([k, v]) => [k, (v as Date).toISOString()]),
    );
    return {
      ...row,
      ...times,
      // Links only when http(s) (rows stored before the contract's URL check may hold others; ADR 0015).
      website: webLinkOrNull(row.website as string | null),
      social_media_links: webLinksOnly((row.social_media_links as string[] | null) ?? []),
      full_name: fullName,
      initials: initialsOf(fullName),
      dob: row.date_of_birth,
      reviews,
    } as unknown as ApiOwnProfile;
  }

  /** The user behind a live profile's unique key, or null. */
  ownerOfKey(uniqueKey: string) {
    return repo.ownerOfKey(this.db, uniqueKey);
  }

  /** Applies a form read by `readForm` (after the profile is known to exist); the profile after it. */
  async save(userId: number, readForm: () => Promise<ProfileForm>) {
    const before = await repo.pictureOf(this.db, userId);
    if (before === undefined) throw AppError.notFound(profileMessages.notFound);
    const { update, picture } = await readForm();
    await repo.updateProfile(this.db, userId, {
      ...update,
      ...(picture ? { profile_picture: picture } : {}),
    });
    if (picture && before?.startsWith("/uploads/avatars/"))
      await removeStored(this.storage, `public/${before.slice("/uploads/".length)}`);
    return this.own(userId);
  }

  /** Deletes the profile and the account (soft delete; every session ends; email and phone are freed). */
  async remove(userId: number) {
    await this.db.transaction(async (tx) => {
      await repo.softDeleteProfile(tx, userId);
      await softDeleteUser(tx, userId);
    });
    return profileMessages.deleted;
  }
}
