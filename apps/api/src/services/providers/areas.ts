/**
 * Where a provider can serve (ADR 0303): a state's LGAs (the geo data) and its well-known towns, and the check
 * that a profile's served areas are among them.
 */
import { homeServicesMessages as M, type ServiceAreas } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { parseState } from "../../platform/language/states.ts";
import { TOWNS_BY_STATE } from "../../platform/language/towns.ts";
import { lgaNames, stateName } from "./areas.repo.ts";

/** How a served area is compared: "Eti Osa", "eti-osa" and "Eti-Osa" are one place. */
const areaKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
/** A state's areas are the seeded geo data and a fixed list: they change only with a deploy. */
const AREAS_TTL_MS = 60 * 60 * 1000;

export class ProviderAreas {
  private readonly cache = new Map<string, { at: number; areas: ServiceAreas }>();
  constructor(private readonly db: Db) {}

  /** The state as the `states` table names it; 422 on `field` when it names none. */
  async state(asTyped: string, field = "state"): Promise<string> {
    const state = await stateName(this.db, parseState(asTyped).name);
    if (!state) throw AppError.validation({ [field]: [M.unknownState] });
    return state;
  }

  /** Where a provider in the state can serve: its LGAs (geo data) and its well-known towns. */
  async areas(stateAsTyped: string): Promise<ServiceAreas> {
    return this.areasOf(await this.state(stateAsTyped));
  }

  /** The areas of a state named as the `states` table names it; kept an hour once the state has LGAs. */
  private async areasOf(state: string): Promise<ServiceAreas> {
    const hit = this.cache.get(state);
    if (hit && Date.now() - hit.at < AREAS_TTL_MS) return hit.areas;
    const lgas = await lgaNames(this.db, state);
    const isLga = new Set(lgas.map(areaKey));
    const towns = (TOWNS_BY_STATE[state] ?? [])
      .filter((t) => !isLga.has(areaKey(t)))
      .sort((a, b) => a.localeCompare(b));
    const areas = { state, lgas, towns };
    if (lgas.length) this.cache.set(state, { at: Date.now(), areas });
    return areas;
  }

  /**
   * The served areas as the state's list spells them, in the order given. Each must be one of the state's LGAs or
   * towns, the provider's own town, or an area the profile already has in that state; otherwise 422.
   */
  async served(
    state: string,
    b: { city: string; service_areas: readonly string[] },
    kept: readonly string[],
  ): Promise<string[]> {
    const { lgas, towns } = await this.areasOf(state);
    const known = new Map<string, string>();
    for (const name of [...kept, b.city.trim(), ...towns, ...lgas]) if (name) known.set(areaKey(name), name);
    const chosen = new Map<string, string>();
    const unknown: string[] = [];
    for (const area of b.service_areas) {
      const key = areaKey(area);
      const name = known.get(key);
      if (name) chosen.set(key, name);
      else if (key) unknown.push(area.trim());
    }
    if (unknown.length) throw AppError.validation({ service_areas: [M.unknownAreas(unknown, state)] });
    return [...chosen.values()];
  }
}
