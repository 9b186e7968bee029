/**
 * Units (issue 22, ADR 0900): a flat, shop or house named by its normalised address and unit label, so one place
 * is one row however it is typed. Listings (one live rent listing per unit) and tenancies (one active tenancy per
 * unit) find or make their unit here, inside their own transaction.
 */
import {
  normaliseAddress,
  normaliseUnitLabel,
  TENANCY_MANAGER_ROLES,
  type UnitInputBody,
  type UnitOut,
  unitApiMessages,
  unitDisplay,
  unitMessages,
} from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { UnitRow } from "../../db/schema/index.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { findOrInsertUnit, unitById, unitsOfOwner } from "./repo.ts";

export interface UnitInput {
  address: string;
  unitLabel?: string | null;
  state: string;
  city: string;
  /** The account recording the unit (kept only when the unit is new). */
  ownerId: number;
}

export interface Unit {
  id: string;
  owner_id: number;
  address: string;
  unit_label: string;
  state: string;
  city: string;
  address_key: string;
  unit_key: string;
  created_at: string;
}

const MANAGERS = new Set<string>(TENANCY_MANAGER_ROLES);

/** A unit as its owner's list shows it (GET /api/units). */
const unitView = (u: Unit): UnitOut => ({
  id: u.id,
  address: u.address,
  unit_label: u.unit_label,
  city: u.city,
  state: u.state,
  display: unitDisplay(u),
  created_at: u.created_at,
});

export const unitOut = (u: UnitRow): Unit => ({
  id: u.id,
  owner_id: Number(u.ownerId),
  address: u.address,
  unit_label: u.unitLabel,
  state: u.state,
  city: u.city,
  address_key: u.addressKey,
  unit_key: u.unitKey,
  created_at: u.createdAt.toISOString(),
});

export class UnitsService {
  constructor(private readonly deps: Pick<ServiceDeps, "db">) {}

  /**
   * The unit at this address (normalised: "St" = "Street", case and commas ignored, "Flat 3b" = "Flat 3B"), made
   * if there is none. Runs in the caller's transaction `tx` (or the app's handle). `created` says which.
   */
  async findOrCreateUnit(tx: DbOrTx | null, input: UnitInput): Promise<{ unit: Unit; created: boolean }> {
    const addressKey = normaliseAddress(input.address, input);
    if (!addressKey) throw AppError.validation({ address: [unitMessages.addressRequired] });
    const unitLabel = (input.unitLabel ?? "").trim();
    const { unit, created } = await findOrInsertUnit(tx ?? this.deps.db, {
      ownerId: input.ownerId,
      addressKey,
      unitKey: normaliseUnitLabel(unitLabel),
      address: input.address.trim(),
      unitLabel,
      state: input.state.trim(),
      city: input.city.trim(),
    });
    return { unit: unitOut(unit), created };
  }

  async byId(id: string, tx?: DbOrTx): Promise<Unit | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await unitById(tx ?? this.deps.db, id);
    return row ? unitOut(row) : null;
  }

  async ofOwner(ownerId: number, tx?: DbOrTx): Promise<Unit[]> {
    return (await unitsOfOwner(tx ?? this.deps.db, ownerId)).map(unitOut);
  }

  /** The units this account registered (or that its listings and tenancies made), oldest first. */
  async mine(session: Session): Promise<UnitOut[]> {
    const rows = await unitsOfOwner(this.deps.db, session.userId);
    return rows.map((r) => unitView(unitOut(r)));
  }

  /**
   * Registers a unit for a landlord or agent (ADR 0952). The same place again is theirs already (created false);
   * a place another account registered is refused with 409 and nothing is stored.
   */
  async register(session: Session, input: UnitInputBody): Promise<{ unit: UnitOut; created: boolean }> {
    if (!MANAGERS.has(session.role)) throw AppError.forbidden(unitApiMessages.notManager);
    const { unit, created } = await this.findOrCreateUnit(null, {
      address: input.address,
      unitLabel: input.unit_label,
      city: input.city,
      state: input.state,
      ownerId: session.userId,
    });
    if (unit.owner_id !== session.userId) throw new AppError(409, unitApiMessages.ofAnother, "CONFLICT");
    return { unit: unitView(unit), created };
  }
}
