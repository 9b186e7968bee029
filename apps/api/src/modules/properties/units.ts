/**
 * A listing's unit (issue 22, ADR 0900): every listing with a street address belongs to a unit (normalised
 * address + unit label), and one unit has at most one live rent listing. A second one by the same account is a
 * 409 pointing at the first (edit it instead); by another account it is refused and filed for admin review,
 * since one of the two may be a fake (ADR 0902).
 */
import { isLiveStatus, normaliseAddress, trustMessages, unitListedByYou } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError, uniqueViolation } from "../../platform/errors.ts";
import type { UnitsService } from "../units/service.ts";
import { flagDoubleListing, liveRentListingOfUnit } from "./repo/writes.ts";

export interface UnitPlace {
  address: string;
  unit_label?: string | null;
  city: string;
  state: string;
  listing_type: string;
  status: string;
}

export class ListingUnits {
  constructor(
    private readonly db: Db,
    private readonly units: UnitsService,
  ) {}

  /** The unit id for a listing of `ownerId` at `place` (null without an address); throws 409 on a double listing. */
  async assign(ownerId: number, place: UnitPlace, exceptId: number | null): Promise<string | null> {
    if (!normaliseAddress(place.address, place)) return null;
    const { unit } = await this.units.findOrCreateUnit(this.db, {
      address: place.address,
      unitLabel: place.unit_label ?? "",
      state: place.state,
      city: place.city,
      ownerId,
    });
    await this.assertFree(ownerId, unit.id, place, exceptId);
    return unit.id;
  }

  async assertFree(
    ownerId: number,
    unitId: string | null,
    place: Pick<UnitPlace, "listing_type" | "status">,
    exceptId: number | null,
  ) {
    if (!unitId || place.listing_type !== "rent" || !isLiveStatus(place.status)) return;
    const other = await liveRentListingOfUnit(this.db, unitId, exceptId);
    if (!other) return;
    if (Number(other.owner_id) === ownerId)
      throw new AppError(409, unitListedByYou(other.title, other.slug), "CONFLICT", {
        unit_label: [unitListedByYou(other.title, other.slug)],
      });
    await flagDoubleListing(
      this.db,
      Number(other.id),
      ownerId,
      `Account ${ownerId} tried to list the same unit for rent while listing ${other.slug} is live.`,
    );
    throw new AppError(409, trustMessages.unitListedByOther, "CONFLICT", {
      unit_label: [trustMessages.unitListedByOther],
    });
  }

  /** A unique-index violation (two requests at once) is the same 409. */
  static isRace(err: unknown) {
    return uniqueViolation(err) !== null;
  }
}
