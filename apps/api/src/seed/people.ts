/**
 * Demo people (issue 5): agents, landlords, developers, tenants and service providers (electricians, plumbers,
 * architects, surveyors, lawyers), generated deterministically from common Nigerian given names and surnames.
 * They are NOT real people: every profile says so in its bio, emails are on the reserved seed domain
 * `people.seed.ile.ng`, no phone numbers are made up (a made-up number could be someone's), and addresses are
 * marked as demo. Places follow the listings data (SOURCES.md: Lagos and Abuja towns dominate).
 *
 * Runs before the listings seeder, whose owners are the active agents, landlords and developers it finds.
 * Volume: DEFAULT_PEOPLE, or one person per five listings with `--scale N` (20,000 for the 100,000 benchmark).
 * Idempotent: people are keyed by their seed email and skipped when present; reviews by (subject, reviewer).
 * `seedSearchTerms` (run after the listings) fills the "Did you mean …?" terms from the data.
 *
 * Long because it is data: the names, places, occupations, skills, company words and review comments people are
 * generated from are written out here (about 190 of its lines); the generator and its inserts follow them.
 */
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { profiles, reviews, users } from "../db/schema/index.ts";
import { newUniqueKey } from "../modules/accounts/builders.ts";
import { refreshTerms } from "../modules/search/repo.ts";
import { hashPassword } from "../platform/passwords.ts";
import { rng } from "../platform/rng.ts";
import { slugify } from "../platform/slug.ts";
import type { Seeder } from "./types.ts";

export const SEED_PEOPLE_DOMAIN = "people.seed.ile.ng";
export const DEFAULT_PEOPLE = 160;
const NOT_REAL = "Demo profile generated for Ile: not a real person.";

const FIRST_NAMES = [
  "Adebayo",
  "Adaeze",
  "Abubakar",
  "Aisha",
  "Babatunde",
  "Bisola",
  "Chidi",
  "Chiamaka",
  "Chinedu",
  "Damilola",
  "Emeka",
  "Efe",
  "Funmilayo",
  "Fatima",
  "Gbenga",
  "Halima",
  "Ifeanyi",
  "Ijeoma",
  "Kelechi",
  "Kemi",
  "Ladi",
  "Musa",
  "Ngozi",
  "Nnamdi",
  "Obinna",
  "Olumide",
  "Oluwaseun",
  "Osagie",
  "Rukayat",
  "Segun",
  "Temitope",
  "Tunde",
  "Uche",
  "Usman",
  "Yetunde",
  "Zainab",
  "Ebuka",
  "Amaka",
  "Ibrahim",
  "Folake",
  "Nkechi",
  "Yakubu",
  "Ese",
  "Tobi",
  "Hauwa",
  "Chukwudi",
  "Ronke",
  "Sani",
  "Ifeoma",
  "Kunle",
];
const LAST_NAMES = [
  "Adeyemi",
  "Okafor",
  "Bello",
  "Eze",
  "Ogunleye",
  "Nwosu",
  "Abdullahi",
  "Okonkwo",
  "Balogun",
  "Ibrahim",
  "Adebayo",
  "Obi",
  "Musa",
  "Akinola",
  "Chukwu",
  "Lawal",
  "Onyeka",
  "Danjuma",
  "Oyelaran",
  "Nnadi",
  "Olatunji",
  "Uzor",
  "Garba",
  "Ajayi",
  "Ekwueme",
  "Yusuf",
  "Oladipo",
  "Agbaje",
  "Ogbonna",
  "Mohammed",
  "Edet",
  "Essien",
  "Ikpe",
  "Osagie",
  "Idowu",
  "Anyanwu",
  "Suleiman",
  "Fashola",
  "Onuoha",
  "Bankole",
];

/** Where people live, weighted like the listings (Lagos, then Abuja, then other state capitals). */
const PLACES: [city: string, state: string, weight: number][] = [
  ["Lekki", "Lagos", 14],
  ["Ikeja", "Lagos", 8],
  ["Ajah", "Lagos", 6],
  ["Yaba", "Lagos", 5],
  ["Ikoyi", "Lagos", 4],
  ["Victoria Island", "Lagos", 4],
  ["Surulere", "Lagos", 4],
  ["Gbagada", "Lagos", 3],
  ["Ikorodu", "Lagos", 3],
  ["Magodo", "Lagos", 2],
  ["Wuse", "Abuja", 4],
  ["Maitama", "Abuja", 3],
  ["Gwarinpa", "Abuja", 3],
  ["Asokoro", "Abuja", 2],
  ["Garki", "Abuja", 2],
  ["Lugbe", "Abuja", 2],
  ["Port Harcourt", "Rivers", 3],
  ["Ibadan", "Oyo", 3],
  ["Enugu", "Enugu", 2],
  ["Abeokuta", "Ogun", 2],
  ["Benin City", "Edo", 2],
  ["Kano", "Kano", 2],
  ["Kaduna", "Kaduna", 1],
  ["Owerri", "Imo", 1],
  ["Uyo", "Akwa Ibom", 1],
  ["Jos", "Plateau", 1],
  ["Asaba", "Delta", 1],
  ["Ilorin", "Kwara", 1],
];

type Kind =
  | "agent"
  | "landlord"
  | "developer"
  | "tenant"
  | "electrician"
  | "plumber"
  | "architect"
  | "surveyor"
  | "lawyer";
/** Share of each kind among seeded people. */
const MIX: [Kind, number][] = [
  ["agent", 25],
  ["landlord", 20],
  ["developer", 8],
  ["tenant", 27],
  ["electrician", 4],
  ["plumber", 4],
  ["architect", 4],
  ["surveyor", 4],
  ["lawyer", 4],
];

const OCCUPATIONS: Record<Kind, string[]> = {
  agent: ["Estate Agent", "Property Consultant", "Realtor", "Letting Agent"],
  landlord: ["Landlord", "Property Owner", "Business Owner", "Retired Civil Servant"],
  developer: ["Property Developer", "Real Estate Developer"],
  tenant: ["Software Engineer", "Nurse", "Banker", "Teacher", "Accountant", "Trader", "Student", "Doctor"],
  electrician: ["Electrician"],
  plumber: ["Plumber"],
  architect: ["Architect"],
  surveyor: ["Land Surveyor", "Quantity Surveyor"],
  lawyer: ["Property Lawyer", "Solicitor and Barrister"],
};
const SKILLS: Record<Kind, string[]> = {
  agent: ["Lettings", "Sales", "Property management", "Valuation", "Negotiation"],
  landlord: ["Residential lettings", "Short lets", "Tenant management"],
  developer: ["Residential estates", "Project management", "Off-plan sales", "Construction"],
  tenant: [],
  electrician: ["Wiring", "Inverter installation", "Solar panels", "Electrical repairs"],
  plumber: ["Plumbing", "Borehole", "Water heaters", "Pipe repairs"],
  architect: ["Building design", "Planning approval", "Interior layout"],
  surveyor: ["Land surveying", "Survey plans", "Site inspection", "Cost estimates"],
  lawyer: ["Conveyancing", "C of O", "Governor's consent", "Tenancy agreements", "Legal due diligence"],
};
const COMPANY_WORDS = [
  "Haven",
  "Crest",
  "Prime",
  "Green Gate",
  "Cornerstone",
  "Royal Oak",
  "Silverline",
  "Palm",
];
const REVIEW_COMMENTS = [
  "Responsive and honest throughout the process.",
  "Showed us several flats within our budget. Recommended.",
  "Good communication, the paperwork was ready on time.",
  "The house was as described. Fair on the service charge.",
  "Took a while to reply, but sorted everything out in the end.",
  "Very professional. Explained the title documents clearly.",
  null,
];

export interface SeedPerson {
  index: number;
  email: string;
  role: "agent" | "landlord" | "developer" | "tenant";
  kind: Kind;
  firstName: string;
  lastName: string;
  profile: typeof profiles.$inferInsert extends infer P
    ? Omit<Partial<P>, "userId" | "slug" | "uniqueKey">
    : never;
  verified: boolean;
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function weighted<T>(rand: () => number, list: [T, ...unknown[]][], weightAt: number): T {
  const total = list.reduce((s, e) => s + (e[weightAt] as number), 0);
  let r = rand() * total;
  for (const e of list) {
    r -= e[weightAt] as number;
    if (r <= 0) return e[0];
  }
  return list[list.length - 1]![0];
}

/** Person number `i` of the demo world: the same on every run. */
export function seedPerson(i: number): SeedPerson {
  const rand = rng(i * 7919 + 17);
  const kind = weighted(rand, MIX, 1);
  const role: SeedPerson["role"] =
    kind === "agent" || kind === "landlord" || kind === "developer" ? kind : "tenant";
  const firstName = pick(rand, FIRST_NAMES);
  const lastName = pick(rand, LAST_NAMES);
  const place =
    PLACES[
      PLACES.findIndex(
        (_p, k) =>
          PLACES.slice(0, k + 1).reduce((s, e) => s + e[2], 0) >=
          rand() * PLACES.reduce((s, e) => s + e[2], 0),
      )
    ] ?? PLACES[0]!;
  const [city, state] = place;
  const occupation = pick(rand, OCCUPATIONS[kind]);
  const skills = SKILLS[kind].filter(() => rand() < 0.6);
  const years = 1 + Math.floor(rand() * 20);
  const company =
    kind === "developer" || (kind === "agent" && rand() < 0.5)
      ? `${pick(rand, COMPANY_WORDS)} ${kind === "developer" ? "Homes" : "Realty"} Ltd`
      : kind === "lawyer" && rand() < 0.5
        ? `${lastName} & Partners`
        : null;
  const professional = kind !== "tenant" && kind !== "landlord";
  const verified = professional ? rand() < 0.6 : rand() < 0.3;
  const bio =
    role === "tenant" && kind === "tenant"
      ? `${occupation} looking for a home in ${city}. ${NOT_REAL}`
      : `${occupation} in ${city}, ${state}, with ${years} years of experience. ${NOT_REAL}`;
  return {
    index: i,
    email: `${slugify(`${firstName}.${lastName}`)}.${i}@${SEED_PEOPLE_DOMAIN}`,
    role,
    kind,
    firstName,
    lastName,
    verified,
    profile: {
      city,
      state,
      country: "Nigeria",
      address: `Demo address ${1 + (i % 40)}, ${city}`,
      bio,
      occupationJobTitle: occupation,
      companyName: company,
      industryField: professional || role !== "tenant" ? "Real estate and construction" : null,
      skills,
      yearsOfExperience: role === "tenant" && kind === "tenant" ? null : years,
      serviceArea: professional || role === "landlord" ? `${city} and nearby` : null,
      areaOfExpertise: professional ? (skills[0] ?? occupation) : null,
      languagePreference: ["English"],
      propertiesManaged: kind === "agent" ? Math.floor(rand() * 60) : null,
      projectsCompleted: kind === "developer" ? 1 + Math.floor(rand() * 15) : null,
    },
  };
}

async function existingEmails(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((r) => r.email));
}

/** When the demo people were verified (their e-mail, and the identity of those shown verified). */
const VERIFIED_AT = Date.UTC(2026, 9, 1);
/**
 * When demo person `i` joined: spread over the 640 days before their verification (January 2025 onwards), so profiles
 * do not all say "Member since" the day the seed ran (issue 38), and no one joined after being verified.
 */
export const joinedAt = (i: number) => new Date(VERIFIED_AT - (1 + ((i * 7919) % 640)) * 86_400_000);

/** Inserts the people numbered [from, to) that are missing; returns how many were added. */
export async function insertPeople(db: DbOrTx, from: number, to: number, passwordHash: string) {
  let added = 0;
  const verifiedAt = new Date(VERIFIED_AT);
  for (let start = from; start < to; start += 500) {
    const people = Array.from({ length: Math.min(500, to - start) }, (_, k) => seedPerson(start + k));
    const have = await existingEmails(
      db,
      people.map((p) => p.email),
    );
    const missing = people.filter((p) => !have.has(p.email));
    if (!missing.length) continue;
    const inserted = await db
      .insert(users)
      .values(
        missing.map((p) => ({
          email: p.email,
          passwordHash,
          role: p.role,
          status: "active" as const,
          emailVerifiedAt: verifiedAt,
          createdAt: joinedAt(p.index),
          updatedAt: joinedAt(p.index),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    const byEmail = new Map(missing.map((p) => [p.email, p]));
    await db.insert(profiles).values(
      inserted.map((u) => {
        const p = byEmail.get(u.email)!;
        return {
          ...p.profile,
          userId: u.id,
          firstName: p.firstName,
          lastName: p.lastName,
          // Deterministic and unique ("ladi-garba-demo-21"); random tails collide among 20,000 people.
          slug: `${slugify(`${p.firstName} ${p.lastName}`)}-demo-${p.index}`,
          uniqueKey: newUniqueKey(),
          verifiedAt: p.verified ? verifiedAt : null,
          createdAt: joinedAt(p.index),
          updatedAt: joinedAt(p.index),
        };
      }),
    );
    added += inserted.length;
  }
  return added;
}

/**
 * A few reviews per seeded agent, landlord and developer, written by seeded tenants (deterministic; the unique
 * (subject, reviewer) constraint keeps a second run from adding any).
 */
async function insertReviews(db: DbOrTx): Promise<number> {
  const rows = await db.execute<{ id: number; role: string }>(
    sql`select u.id, u.role from users u where u.email like ${`%@${SEED_PEOPLE_DOMAIN}`} order by u.id`,
  );
  const people = rows.rows as { id: number; role: string }[];
  const tenants = people.filter((p) => p.role === "tenant").map((p) => Number(p.id));
  const subjects = people.filter((p) => p.role !== "tenant").map((p) => Number(p.id));
  if (!tenants.length) return 0;
  const values: { s: number; r: number; rating: number; comment: string | null }[] = [];
  subjects.forEach((subject, k) => {
    const rand = rng(subject * 31 + 5);
    const n = Math.floor(rand() * 4);
    const reviewers = new Set<number>();
    for (let j = 0; j < n; j++) reviewers.add(tenants[(k * 7 + j * 13) % tenants.length]!);
    for (const reviewer of reviewers) {
      const rating = Math.min(5, 2 + Math.floor(rand() * 4) + (rand() < 0.4 ? 1 : 0));
      values.push({ s: subject, r: reviewer, rating, comment: pick(rand, REVIEW_COMMENTS) });
    }
  });
  let added = 0;
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insert(reviews)
      .values(
        values
          .slice(i, i + 1000)
          .map((v) => ({ subjectId: v.s, reviewerId: v.r, rating: v.rating, comment: v.comment })),
      )
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    added += rows.length;
  }
  return added;
}

export const seedPeople: Seeder = {
  name: "people",
  async run({ db, scale }) {
    const count = scale === null ? DEFAULT_PEOPLE : Math.max(DEFAULT_PEOPLE, Math.round(scale / 5));
    // Seeded people cannot sign in: one hash of a random password nobody knows.
    const passwordHash = await hashPassword(`seed-${Math.random().toString(36).slice(2)}-people-Pass!`);
    const added = await insertPeople(db, 0, count, passwordHash);
    const reviews = await insertReviews(db);
    return `${added} people added (${count} in the demo world), ${reviews} reviews added`;
  },
};

/** After the listings: the "Did you mean …?" terms from every listing and profile (search_terms). */
export const seedSearchTerms: Seeder = {
  name: "search terms",
  async run({ db }) {
    const n = await refreshTerms(db);
    return `${n} terms`;
  },
};
