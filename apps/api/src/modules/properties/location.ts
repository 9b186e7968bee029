/**
 * Where a listing is on a map (issue 37, ADR 0408): the owner's pin when both coordinates are given; otherwise the
 * centre of its neighbourhood or town from the geo data (valuation's gazetteer: the wards named like the town in
 * its LGA, else the LGA's centre), else of its state, marked approximate. The point is stored with the listing
 * (`location_lat`, `location_lng`, `location_approximate`, migration 0980) so `bbox=` is an index range; rows
 * written before (or by SQL outside the app) are located by `PropertiesService.locateMissing`, and answered with
 * a point computed here until then.
 */
import type { ListingLocation } from "@ile/contract";
import { readGazetteer, VALUATION_DATASETS_DIR } from "../valuation/data.ts";
import type { Gazetteer } from "../valuation/geo.ts";

/** The middle of Nigeria: a listing whose state the geo data does not know. */
const NIGERIA = { lat: 9.082, lng: 8.6753 };

let gazetteer: Gazetteer | null = null;
/** The geo files are read once, on the first listing located (1.2 MB of wards). */
function gaz(): Gazetteer {
  gazetteer ??= readGazetteer(VALUATION_DATASETS_DIR);
  return gazetteer;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export interface Locatable {
  state: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

/** The listing's map point: its pin, else its town's (or neighbourhood's) centre, else its state's, approximate. */
export function locateListing(l: Locatable): ListingLocation {
  if (
    l.latitude !== null &&
    l.longitude !== null &&
    Number.isFinite(l.latitude) &&
    Number.isFinite(l.longitude)
  )
    return { lat: l.latitude, lng: l.longitude, approximate: false };
  const g = gaz();
  const state = g.state(l.state);
  if (!state) return { ...NIGERIA, approximate: true };
  const at = g.locate(state, l.city) ?? g.stateCentreOf(state);
  return { lat: round(at.lat), lng: round(at.lng), approximate: true };
}

/** Stored columns of a location (migration 0980). */
export const locationColumns = (l: Locatable) => {
  const at = locateListing(l);
  return { location_lat: at.lat, location_lng: at.lng, location_approximate: at.approximate };
};
