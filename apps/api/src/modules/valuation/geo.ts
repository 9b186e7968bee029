/**
 * Places for valuation: the 36 states and the FCT, their 774 LGAs and 8,809 wards with coordinates, from
 * the geo files (the `geo` folder of the data folder the caller passes in). Listings say "Abuja" and towns
 * like "Lekki"; the geo files say "Federal Capital Territory" and LGAs like "Eti-Osa". This joins them:
 * town → LGA (a table for the towns the listings use, then ward and LGA names) → coordinates (the ward's,
 * else the LGA's centre = mean of its wards).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { nameKey } from "./clean.ts";

export interface Ward {
  State: string;
  LGA: string;
  Ward: string;
  Latitude: number;
  Longitude: number;
}

export interface GeoData {
  /** Geo-file state names (37). */
  states: string[];
  lgas: Record<string, string[]>;
  wards: Ward[];
}

export function readGeo(dir: string): GeoData {
  const read = <T>(name: string) => JSON.parse(readFileSync(join(dir, name), "utf8")) as T;
  return { states: read("states.json"), lgas: read("lgas.json"), wards: read("wards.json") };
}

/** The name people and listings use for a state ("Federal Capital Territory" → "Abuja"). */
const DISPLAY_STATE: Record<string, string> = {
  "Federal Capital Territory": "Abuja",
  Nassarawa: "Nasarawa",
};
/** More spellings of states than the geo file's ("FCT", "Nassarawa", "Akwa-Ibom", "Cross River State"). */
const STATE_ALIASES: Record<string, string> = {
  abuja: "Federal Capital Territory",
  fct: "Federal Capital Territory",
  fctabuja: "Federal Capital Territory",
  abujafct: "Federal Capital Territory",
  nasarawa: "Nassarawa",
};

export function displayState(geoName: string): string {
  return DISPLAY_STATE[geoName] ?? geoName;
}

/**
 * The LGA of the towns the listing files use, where neither a ward nor an LGA carries the town's name
 * (or several do). Keys are name keys; values are LGA names exactly as geo/lgas.json writes them.
 */
export const TOWN_LGA: Record<string, Record<string, string>> = {
  Lagos: {
    lekki: "Eti-Osa",
    ajah: "Eti-Osa",
    ikoyi: "Eti-Osa",
    victoriaisland: "Eti-Osa",
    victoriaislandvi: "Eti-Osa",
    ekoatlanticcity: "Eti-Osa",
    sangotedo: "Eti-Osa",
    ibejulekki: "Ibeju/Lekki",
    magodo: "Kosofe",
    isheri: "Kosofe",
    isherinorth: "Kosofe",
    kosofeikosi: "Kosofe",
    ketu: "Kosofe",
    ogudu: "Kosofe",
    ojota: "Kosofe",
    maryland: "Kosofe",
    gbagada: "Kosofe",
    yaba: "Lagos Mainland",
    ojodu: "Ikeja",
    ogba: "Ikeja",
    ipaja: "Alimosho",
    ikotun: "Alimosho",
    ikotunigando: "Alimosho",
    ayobo: "Alimosho",
    idimu: "Alimosho",
    egbe: "Alimosho",
    egbeidimu: "Alimosho",
    okeodo: "Alimosho",
    abuleegba: "Alimosho",
    ifakoijaiye: "Ifako/Ijaye",
    ijaiye: "Ifako/Ijaye",
    iju: "Ifako/Ijaye",
    ejigbo: "Oshodi/Isolo",
    oshodi: "Oshodi/Isolo",
    okota: "Oshodi/Isolo",
    isolo: "Oshodi/Isolo",
    badagry: "Badagary",
    agbaraigbesa: "Ojo",
    ijede: "Ikorodu",
    imota: "Ikorodu",
    ijesha: "Surulere",
    orile: "Surulere",
    ilupeju: "Mushin",
    bariga: "Shomolu",
    amuwoodofin: "Amuwo Odofin",
    lagosisland: "Lagos Island",
  },
  "Federal Capital Territory": {
    gwarinpa: "Municipal",
    guzapedistrict: "Municipal",
    maitamadistrict: "Municipal",
    katampe: "Municipal",
    lifecamp: "Municipal",
    lokogomadistrict: "Municipal",
    lugbedistrict: "Municipal",
    wuye: "Municipal",
    apo: "Municipal",
    asokorodistrict: "Municipal",
    galadimawa: "Municipal",
    jahi: "Municipal",
    jabi: "Municipal",
    wuse: "Municipal",
    wuse2: "Municipal",
    mabushi: "Municipal",
    kaura: "Municipal",
    utako: "Municipal",
    gaduwa: "Municipal",
    karsana: "Municipal",
    durumi: "Municipal",
    kado: "Municipal",
    mbora: "Municipal",
    mboranbora: "Municipal",
    karmo: "Municipal",
    gudu: "Municipal",
    iduindustrial: "Municipal",
    kafe: "Municipal",
    dakwo: "Municipal",
    karshi: "Municipal",
    kukwaba: "Municipal",
    dape: "Municipal",
    dakibiyu: "Municipal",
    diplomaticzones: "Municipal",
    duboyi: "Municipal",
    wumba: "Municipal",
    jikwoyi: "Municipal",
    kyami: "Municipal",
    centralbusinessdistrict: "Municipal",
    garki: "Municipal",
    maitama: "Municipal",
    asokoro: "Municipal",
    karu: "Municipal",
    mararaba: "Municipal",
    mpape: "Bwari",
    kagini: "Bwari",
    deidei: "Bwari",
    dutse: "Bwari",
    kubwa: "Bwari",
  },
  Ogun: {
    moweofada: "Obafemi-Owode",
    mowetown: "Obafemi-Owode",
    mowe: "Obafemi-Owode",
    arepo: "Obafemi-Owode",
    magboro: "Obafemi-Owode",
    ibafo: "Obafemi-Owode",
    isherinorth: "Obafemi-Owode",
    km46: "Obafemi-Owode",
    sangoota: "Ado Odo-Ota",
    ota: "Ado Odo-Ota",
    agbara: "Ado Odo-Ota",
    simawa: "Shagamu",
    ogijo: "Shagamu",
    sagamu: "Shagamu",
    okearo: "Ifo",
    abeokuta: "Abeokuta South",
  },
  Oyo: { ibadan: "Ibadan North" },
  Enugu: { enugu: "Enugu North" },
  Delta: { asaba: "Oshimili South", warri: "Warri South", abraka: "EthiopeE" },
  Abia: { aba: "Aba North", umuahia: "Umuahia North" },
  "Cross River": { calabar: "Calabar Municipality" },
  Rivers: { portharcourt: "Port Harcourt" },
  Edo: { benincity: "Oredo", benin: "Oredo" },
  "Akwa Ibom": { uyo: "Uyo" },
  Kaduna: { kaduna: "Kaduna North" },
  Kwara: { ilorin: "Ilorin West" },
  Osun: { osogbo: "Osogbo" },
  Ekiti: { adoekiti: "Ado Ekiti" },
  Plateau: { jos: "Jos North" },
};

export interface Place {
  lga: string | null;
  lat: number;
  lng: number;
}

/** Lookups over the geo files; build once (the ward file is 1.2 MB). */
export class Gazetteer {
  readonly stateNames: string[];
  private readonly stateByKey = new Map<string, string>();
  private readonly lgaByKey = new Map<string, Map<string, string>>();
  private readonly lgaCentre = new Map<string, { lat: number; lng: number }>();
  private readonly stateCentre = new Map<string, { lat: number; lng: number }>();
  private readonly wardsByPart = new Map<string, Map<string, Ward[]>>();

  constructor(readonly data: GeoData) {
    this.stateNames = [...data.states];
    for (const s of data.states) {
      this.stateByKey.set(nameKey(s), s);
      this.stateByKey.set(nameKey(displayState(s)), s);
    }
    for (const [alias, s] of Object.entries(STATE_ALIASES)) this.stateByKey.set(alias, s);
    for (const [state, names] of Object.entries(data.lgas)) {
      const m = new Map<string, string>();
      for (const n of names) m.set(nameKey(n), n);
      this.lgaByKey.set(state, m);
    }
    const sums = new Map<string, { lat: number; lng: number; n: number }>();
    const add = (key: string, w: Ward) => {
      const s = sums.get(key) ?? { lat: 0, lng: 0, n: 0 };
      s.lat += w.Latitude;
      s.lng += w.Longitude;
      s.n++;
      sums.set(key, s);
    };
    for (const w of data.wards) {
      if (!Number.isFinite(w.Latitude) || !Number.isFinite(w.Longitude)) continue;
      add(`${w.State}|${w.LGA}`, w);
      add(w.State, w);
      const parts = this.wardsByPart.get(w.State) ?? new Map<string, Ward[]>();
      const names = new Set([w.Ward, ...w.Ward.split(/[/,()&]|\band\b|\benvirons\b/i)]);
      for (const part of names) {
        const key = nameKey(part.replace(/\b(and environs|environs)\b/gi, ""));
        if (key.length < 3) continue;
        parts.set(key, [...(parts.get(key) ?? []), w]);
      }
      this.wardsByPart.set(w.State, parts);
    }
    for (const [key, s] of sums) {
      const centre = { lat: s.lat / s.n, lng: s.lng / s.n };
      if (key.includes("|")) this.lgaCentre.set(key, centre);
      else this.stateCentre.set(key, centre);
    }
  }

  /** The geo-file name of a state written any common way ("lagos", "Abuja", "FCT"), or null. */
  state(text: string): string | null {
    return this.stateByKey.get(nameKey(text)) ?? null;
  }

  stateCentreOf(state: string): { lat: number; lng: number } {
    return this.stateCentre.get(state) ?? { lat: 9.08, lng: 7.4 };
  }

  /** The LGA named by `text` in a state ("Eti Osa" → "Eti-Osa"), or null. */
  lga(state: string, text: string): string | null {
    return this.lgaByKey.get(state)?.get(nameKey(text)) ?? null;
  }

  lgaCentreOf(state: string, lga: string): { lat: number; lng: number } | null {
    return this.lgaCentre.get(`${state}|${lga}`) ?? null;
  }

  /**
   * Where a town is: its LGA and coordinates. The town table first, then an LGA of that name, then wards
   * carrying the name (the LGA with most such wards); null when nothing in the state matches.
   */
  locate(state: string, town: string): Place | null {
    const key = nameKey(town.replace(/\(.*?\)/g, ""));
    const fullKey = nameKey(town);
    if (key === "") return null;
    const wards = this.wardsByPart.get(state)?.get(key) ?? [];
    const mapped = TOWN_LGA[state]?.[fullKey] ?? TOWN_LGA[state]?.[key];
    const lga = (mapped && this.lga(state, mapped)) || this.lga(state, town);
    if (lga) {
      const inLga = wards.filter((w) => w.LGA === lga);
      const at = inLga.length > 0 ? mean(inLga) : this.lgaCentreOf(state, lga);
      if (at) return { lga, ...at };
    }
    if (wards.length > 0) {
      const byLga = new Map<string, Ward[]>();
      for (const w of wards) byLga.set(w.LGA, [...(byLga.get(w.LGA) ?? []), w]);
      const [best] = [...byLga.entries()].sort(
        (a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]),
      );
      if (best) return { lga: best[0], ...mean(best[1]) };
    }
    return null;
  }
}

function mean(wards: Ward[]): { lat: number; lng: number } {
  let lat = 0;
  let lng = 0;
  for (const w of wards) {
    lat += w.Latitude;
    lng += w.Longitude;
  }
  return { lat: lat / wards.length, lng: lng / wards.length };
}
