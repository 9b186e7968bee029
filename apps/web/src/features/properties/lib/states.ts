import { NIGERIAN_STATES } from "@/lib/nigeria";

/**
 * States offered as suggestions in listing and request location fields: Nigeria's states with the FCT written
 * "Abuja", as the listing data and most owners write it (the field stays free text).
 */
export const LISTING_STATES = NIGERIAN_STATES.map((s) =>
  s === "Federal Capital Territory" ? "Abuja" : s,
).sort();
