/**
 * Community and content (issue 21, ADR 0800): groups by place and interest with a few discussions, articles written
 * for Ile (checking a C of O, fees and advance rent under the Lagos State Tenancy Law 2011, caveat searches) and
 * SAMPLE notices in seven states whose parties are fictional and whose pages say so, and three demo videos made
 * from the desk's own sample posts (issue 53 item 6, ADR 0029; `npm run demo:remove` takes them off). One sample caveat is placed on a seeded
 * demo sale listing (its title number is written onto the listing) so the listing warning can be seen. Idempotent:
 * groups and posts are keyed by slug; discussions are added only to groups that have none.
 *
 * Long because it is data: the groups, discussions, articles and sample notices are written out in full here
 * (about 300 of its lines, most of them article text); the seeding itself is the last 140.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { firstOf, rowsOf } from "../db/rows.ts";
import { createAccount } from "../modules/accounts/builders.ts";
import { hashPassword } from "../platform/passwords.ts";
import { insertDiscussion } from "../services/groups/discussions.repo.ts";
import { insertGroup, upsertMember } from "../services/groups/repo.ts";
import { upsertEditor } from "../services/news/editors.repo.ts";
import { insertPost, type PostValues } from "../services/news/repo.ts";
import { titleKey } from "../services/news/service.ts";
import { insertVideo, setVideoStatus } from "../services/news/videos.repo.ts";
import { DEMO_SLIDE_SECONDS, DEMO_VIDEO_PATH, DEMO_VIDEOS } from "./demo-videos.ts";
import type { Seeder } from "./types.ts";

export const EDITORIAL_EMAIL = "editorial@content.seed.ile.ng";
/** The fictional title number of the sample caveat placed on a demo listing (e2e reads it). */
export const SAMPLE_CAVEAT_TITLE = "LA/SAMPLE/2026/0001";

async function editorialId(db: DbOrTx): Promise<number> {
  const found = await firstOf<{ id: number }>(db, sql`select id from users where email = ${EDITORIAL_EMAIL}`);
  if (found) return Number(found.id);
  const account = await createAccount(db, {
    email: EDITORIAL_EMAIL,
    password: "",
    passwordHash: await hashPassword(`seed-${Math.random().toString(36).slice(2)}-Editorial!`),
    role: "tenant",
    firstName: "Ile",
    lastName: "Editorial",
    status: "active",
    loginCodes: false,
    profile: { city: "Lagos", state: "Lagos" },
  });
  return Number(account.user.id);
}

const GROUPS = [
  {
    slug: "lekki-residents",
    name: "Lekki residents",
    kind: "place",
    state: "Lagos",
    city: "Lekki",
    description:
      "Neighbours in Lekki Phase 1, Chevron, Ikota, Ajah and along the Lekki-Epe expressway: flooding and drainage, estate dues, power, security and which landlords and agents treat tenants fairly.",
  },
  {
    slug: "first-time-buyers",
    name: "First-time buyers",
    kind: "interest",
    state: null,
    city: null,
    description:
      "Buying your first plot or home in Nigeria: title documents, searches at the land registry, survey plans, Governor's Consent, lawyers' fees and how to avoid buying disputed land.",
  },
  {
    slug: "landlords-in-abuja",
    name: "Landlords in Abuja",
    kind: "place",
    state: "Abuja",
    city: "Abuja",
    description:
      "Property owners in the FCT comparing notes on tenancy agreements, service charges, AGIS and FCDA matters, and keeping good tenants.",
  },
  {
    slug: "renting-in-lagos",
    name: "Renting in Lagos",
    kind: "interest",
    state: "Lagos",
    city: null,
    description:
      "Tenants and would-be tenants: advance rent, agency and legal fees, caution deposits, inspections and your rights under the Lagos State Tenancy Law 2011.",
  },
  {
    slug: "ibadan-property-owners",
    name: "Ibadan property owners",
    kind: "place",
    state: "Oyo",
    city: "Ibadan",
    description:
      "Landlords and buyers in Ibadan: Bodija, Akobo, Jericho, Oluyole and the new estates along the ring road.",
  },
] as const;

const DISCUSSIONS: Record<string, { title: string; body: string; replies: string[] }[]> = {
  "lekki-residents": [
    {
      title: "Welcome: how this group works",
      body: "Please keep posts about living in Lekki. Share what you saw yourself, name estates rather than people, and never post anyone's phone number. Moderators remove land-sale adverts.",
      replies: [],
    },
    {
      title: "Which streets flooded after Sunday's rain?",
      body: "Admiralty Way was passable by 6pm but the service lane behind it was not. Anyone with news from Ikota and Chevron drive?",
      replies: [
        "Chevron roundabout was fine by evening. The estate road by the canal still had water on Monday morning.",
      ],
    },
  ],
  "first-time-buyers": [
    {
      title: "What did your land search at Alausa cost and how long did it take?",
      body: "I am buying a plot in Ibeju-Lekki with a registered survey. My lawyer says the search should take about a week. What did yours take?",
      replies: [
        "Mine was about five working days through a lawyer. Ask for the search report in writing and check the survey coordinates on the charting too.",
      ],
    },
    {
      title: "Excision, gazette, Governor's Consent: what do I actually need?",
      body: "The seller has an excision gazette for the village but no C of O for my plot. Is that enough?",
      replies: [
        "A gazette shows the land was released to the community, not that this seller owns your plot. You still want a registered deed and then Governor's Consent in your name.",
      ],
    },
  ],
  "landlords-in-abuja": [
    {
      title: "Service charge: monthly or yearly?",
      body: "My tenants in Gwarinpa prefer paying service charge monthly. Anyone doing this successfully?",
      replies: ["We collect it quarterly with a receipt each time. Monthly was too much admin."],
    },
  ],
  "renting-in-lagos": [
    {
      title: "Landlord asked for two years' rent up front",
      body: "The flat is in Yaba. Is that allowed?",
      replies: [
        "Under section 4 of the Lagos State Tenancy Law 2011 a landlord may not demand more than one year's rent in advance from a new yearly tenant. Ask for a receipt for every payment.",
      ],
    },
  ],
  "ibadan-property-owners": [],
};

const caveatContent = (place: string) =>
  `SAMPLE NOTICE - the parties and numbers below are fictional and shown to explain how caveat notices work on Ile.

TAKE NOTICE that the claimant named on this page has lodged a caveat against any dealing in the land at ${place}, described by the title and survey plan numbers on this page.

The claimant says it paid for the land in full under a deed of assignment that the vendor has not yet perfected, and that the vendor is now offering the same land to other buyers.

Members of the public are warned that any person who buys, leases, mortgages or otherwise deals with this land does so at their own risk until the claim is settled or the caveat is withdrawn.`;

type Article = Pick<PostValues, "type" | "title" | "excerpt" | "content" | "tags"> & { slug: string };

const ARTICLES: Article[] = [
  {
    slug: "how-to-check-a-certificate-of-occupancy",
    type: "blog",
    title: "How to check a Certificate of Occupancy before you pay",
    tags: ["titles", "buying", "lagos"],
    excerpt:
      "A C of O is only as good as the registry's record of it. Here is how to confirm one is genuine, current and really covers the land you are buying.",
    content: `A Certificate of Occupancy (C of O) is the document a state government issues under the Land Use Act 1978 to show that it has granted a right of occupancy over a piece of land. In most states, and certainly in Lagos and the FCT, it is the strongest title an individual can hold. That is exactly why it is the document most often forged, recycled or shown for land it does not cover.

## 1. Get a copy, not a photo

Ask the seller for a clear photocopy of every page, including the survey plan attached to the C of O. Note the **registration particulars** (number, page and volume at the Lands Registry), the name of the holder and the date.

## 2. Do an official search at the Lands Registry

In Lagos the search is done at the Lands Registry in the Secretariat, Alausa, Ikeja, usually through a lawyer. In Abuja it is done at the Abuja Geographic Information Systems (AGIS). The search tells you:

- whether the title is registered and in whose name;
- whether any **mortgage, caveat or court order** is recorded against it;
- whether part of the land has already been assigned to someone else.

Ask for the search report in writing and keep it.

## 3. Chart the survey plan

Take the survey plan number to the Surveyor-General's office (in Lagos, the Office of the Surveyor-General) for **charting**. Charting shows whether the land falls on government acquisition, a road setback, a right of way or free land. A genuine C of O over land that is later found to be under acquisition is still a serious problem.

## 4. Match the land on the ground

Hire a registered surveyor to pick the beacons and check the coordinates against the survey plan. Many disputes start with a genuine document shown for the plot next door.

## 5. Check for consent on earlier sales

If the C of O holder has already sold to someone who is now selling to you, each sale should have **Governor's Consent** (section 22 of the Land Use Act). A chain of unregistered deeds is a warning sign.

## 6. Search Ile's caveat notices

Search the title number and the address on Ile. A published caveat means someone has told the public they claim an interest in that land. Read the notice and ask your lawyer to contact the claimant before you pay.

**Never pay the full price before the search report, the charting result and your lawyer's advice are in your hands.**`,
  },
  {
    slug: "lagos-tenancy-law-2011-advance-rent-and-fees",
    type: "blog",
    title: "Advance rent, agency and legal fees under the Lagos Tenancy Law 2011",
    tags: ["renting", "lagos", "law"],
    excerpt:
      "What a landlord in Lagos may ask for up front, what the 10% agency and legal fees mean, and what to do when asked for more.",
    content: `The Lagos State Tenancy Law 2011 governs most residential and business premises in Lagos State. It does **not** apply to some areas the Law itself excludes (Apapa, Ikeja GRA, Ikoyi and Victoria Island), and it does not cover residential premises of educational institutions or hospitals. Check where your flat is before relying on it.

## Rent in advance (section 4)

Section 4 makes it unlawful for a landlord or their agent to demand or receive:

- from a **monthly** tenant, more than **one month's** rent in advance;
- from a **yearly** tenant, more than **one year's** rent in advance;
- from a **sitting** tenant, more than **six months'** rent in advance for a monthly tenancy or more than **one year's** for a yearly tenancy.

Tenants are also forbidden from offering more. Breaking the rule is an offence punishable by a fine or imprisonment.

## Agency and legal fees

The common practice in Lagos, and the limit Ile checks listings against, is an **agency fee of at most 10%** and a **legal fee of at most 10%** of one year's rent. When a listing on Ile shows fees above that, the listing page flags them. Ask what the agent actually did for the fee and get it in writing.

## Caution deposit and service charge

A caution (security) deposit is refundable at the end of the tenancy, less the cost of any damage beyond fair wear and tear. Agree in writing how and when it will be returned. Service charge pays for shared services (security, generator, cleaning): ask for a breakdown.

## Receipts and notices

The Law requires a landlord to issue a receipt for rent paid, and sets out how much notice must be given to end a tenancy (for example, a week for a weekly tenant, a month for a monthly tenant, three months for a quarterly or half-yearly tenant and six months for a yearly tenant, unless the agreement says otherwise). Keep every receipt and every notice.

## If you are asked for more

1. Say politely that section 4 of the Tenancy Law 2011 limits advance rent.
2. Offer the lawful amount and ask for a receipt.
3. If you need help, the Lagos State Ministry of Justice's Citizens' Mediation Centre mediates landlord and tenant disputes free of charge.

*This article explains the law in general; it is not legal advice on your own tenancy.*`,
  },
  {
    slug: "how-caveat-searches-work",
    type: "blog",
    title: "How caveat searches work, and why they stop bad land deals",
    tags: ["caveats", "buying", "titles"],
    excerpt:
      "A caveat is a warning lodged against a piece of land. Here is how to find one, what it means and what to do when the land you want has one.",
    content: `A **caveat** is a formal warning that someone claims an interest in a piece of land. It tells the registry, and anyone who searches, not to let the land be dealt with until the claim has been considered.

## Who lodges caveats

- a buyer who has paid but whose deed is not yet registered;
- a family or community that disputes a sale by one of its members;
- a bank that holds the title documents as security;
- a court, through an order, or a government agency.

## Two places to look

1. **The Lands Registry search.** A caveat lodged at the registry appears on the official search report for the title (in Lagos at the Lands Registry, Alausa; in the FCT at AGIS). This is the search your lawyer must do.
2. **Public notices.** Many claimants also publish a "caveat emptor" or caveat notice in newspapers, and now on Ile, naming the land by address, title number and survey plan number. These reach buyers who never get as far as a registry search.

On Ile, every published caveat notice carries the title number, the survey plan number, the state and LGA and a map. When a listing's title number, address or map position matches a published caveat, the listing page shows a warning that links to the notice.

## What a caveat does not mean

A caveat is a claim, not a judgment. The person who lodged it may be right or wrong. But it means the land is **disputed**, and a buyer who pays before the dispute is settled risks losing the money and the land.

## If the land you want has a caveat

1. Read the notice and note the claimant and the nature of the claim.
2. Ask the seller, in writing, to explain it and to show how it will be removed.
3. Have your lawyer contact the claimant or their lawyer.
4. Pay nothing (or only into an escrow your lawyer controls) until the caveat is withdrawn or a court has ruled.

## Lodging a caveat yourself

If you have paid for land and fear the seller will sell it again, speak to a lawyer about lodging a caveat at the registry promptly. A public notice on Ile is a useful addition, but it is the registry entry that binds official dealings.`,
  },
  {
    slug: "before-you-pay-an-inspection-fee",
    type: "news",
    title: "Before you pay an inspection fee: five checks for renters",
    tags: ["renting", "safety"],
    excerpt: "Inspection fees are common in Lagos. These checks keep them from becoming a loss.",
    content: `Inspection fees are a fact of renting in Lagos, but they should buy you a real viewing of a real flat.

1. **Ask for the address before you pay.** An agent who will not name the street is a warning sign.
2. **Pay for one inspection, not a "registration".** Registration fees that promise future listings rarely deliver.
3. **Get a receipt** with the agent's name and the date.
4. **Check the listing on Ile**: the owner's verification badge, the fees, and whether a caveat notice is linked.
5. **Never pay rent, agency or legal fees before you have seen the flat, met the landlord or their lawyer and read the tenancy agreement.**`,
  },
];

const NOTICES = [
  {
    slug: "sample-caveat-plot-7-ogombo-road-ajah",
    type: "caveat" as const,
    title: "Sample caveat notice: Plot 7, Ogombo Road, Ajah, Lagos",
    excerpt: "Sample notice (fictional parties): a buyer's claim under an unperfected deed of assignment.",
    content: caveatContent("Plot 7, Ogombo Road, Ajah, Eti-Osa LGA, Lagos State"),
    title_number: "LA/SAMPLE/2026/0107",
    survey_plan_number: "LS/D/SAMPLE/0107",
    state: "Lagos",
    lga: "Eti-Osa",
    address: "Plot 7, Ogombo Road, Ajah",
    latitude: 6.4497,
    longitude: 3.5934,
    claimant: "Adaeze Sample-Okoro (fictional)",
    nature_of_claim: "Purchaser's equitable interest under a deed of assignment not yet registered",
    claim_date: "2026-09-14",
  },
  {
    slug: "sample-loss-of-title-lugbe-abuja",
    type: "loss_of_title" as const,
    title: "Sample notice of loss: Certificate of Occupancy, Lugbe, Abuja",
    excerpt: "Sample notice (fictional parties): a C of O reported lost, with the police extract on file.",
    content:
      "SAMPLE NOTICE - the parties and numbers below are fictional.\n\nThis is to inform the public that the original Certificate of Occupancy for the property described on this page, held by the person named, was lost in transit on or about the date shown. A police extract has been obtained. Anyone who finds it should return it to the nearest police station. The public is warned not to deal with anyone presenting the document.",
    title_number: "FCT/SAMPLE/ABU/2026/88",
    survey_plan_number: null,
    state: "Abuja",
    lga: "AMAC",
    address: "House 12, Sample Close, Lugbe",
    latitude: 8.9806,
    longitude: 7.3698,
    claimant: "Ibrahim Sample-Musa (fictional)",
    nature_of_claim: "Loss of the original title document",
    claim_date: "2026-08-02",
  },
  {
    slug: "sample-change-of-name-folasade",
    type: "change_of_name" as const,
    title: "Sample change of name: Folasade Sample-Bello",
    excerpt: "Sample notice (fictional person): a change of name after marriage, for title records.",
    content:
      "SAMPLE NOTICE - the person below is fictional.\n\nI, formerly known and addressed as Miss Folasade Sample-Adeyemi, now wish to be known and addressed as Mrs Folasade Sample-Bello. All former documents remain valid. Land registries, banks and the general public should take note.",
    title_number: null,
    survey_plan_number: null,
    state: "Lagos",
    lga: "Ikeja",
    address: null,
    latitude: null,
    longitude: null,
    claimant: "Folasade Sample-Bello (fictional)",
    nature_of_claim: null,
    claim_date: "2026-10-01",
  },
  // More SAMPLE notices across states (issue 53 item 6): every party, number and plot is fictional and says so.
  {
    slug: "sample-caveat-trans-amadi-port-harcourt",
    type: "caveat" as const,
    title: "Sample caveat notice: Plot 22, Trans-Amadi Layout, Port Harcourt, Rivers",
    excerpt: "Sample notice (fictional parties): a lender's claim over land pledged for a loan.",
    content: caveatContent("Plot 22, Trans-Amadi Layout, Obio/Akpor LGA, Rivers State"),
    title_number: "RV/SAMPLE/2026/0222",
    survey_plan_number: "RV/SAMPLE/0222",
    state: "Rivers",
    lga: "Obio/Akpor",
    address: "Plot 22, Trans-Amadi Layout, Port Harcourt",
    latitude: 4.8156,
    longitude: 7.0498,
    claimant: "Sample Microfinance Bank Ltd (fictional)",
    nature_of_claim: "Equitable mortgage: the title deeds were deposited as security for a loan",
    claim_date: "2026-07-21",
  },
  {
    slug: "sample-caveat-bodija-ibadan",
    type: "caveat" as const,
    title: "Sample caveat notice: 5 Sample Street, Bodija, Ibadan, Oyo",
    excerpt: "Sample notice (fictional parties): a family's objection to the sale of inherited land.",
    content: caveatContent("5 Sample Street, Bodija, Ibadan North LGA, Oyo State"),
    title_number: "OY/SAMPLE/2026/0505",
    survey_plan_number: "OY/SAMPLE/0505",
    state: "Oyo",
    lga: "Ibadan North",
    address: "5 Sample Street, Bodija, Ibadan",
    latitude: 7.4301,
    longitude: 3.9123,
    claimant: "The Sample-Adebayo family (fictional)",
    nature_of_claim: "Family land: the sale was not consented to by the family head",
    claim_date: "2026-06-30",
  },
  {
    slug: "sample-loss-of-title-independence-layout-enugu",
    type: "loss_of_title" as const,
    title: "Sample notice of loss: Deed of Assignment, Independence Layout, Enugu",
    excerpt: "Sample notice (fictional parties): a registered deed lost in a move, reported to the police.",
    content:
      "SAMPLE NOTICE - the parties and numbers below are fictional.\n\nThe public is informed that the registered Deed of Assignment for the property described on this page, held by the person named, was lost while moving house. The loss has been reported to the police. Anyone who finds it should hand it to the nearest police station. No one should deal with anyone presenting it.",
    title_number: "EN/SAMPLE/2026/0031",
    survey_plan_number: null,
    state: "Enugu",
    lga: "Enugu East",
    address: "Plot 31, Sample Avenue, Independence Layout",
    latitude: 6.4537,
    longitude: 7.5094,
    claimant: "Chiamaka Sample-Eze (fictional)",
    nature_of_claim: "Loss of a registered deed of assignment",
    claim_date: "2026-05-18",
  },
  {
    slug: "sample-caveat-unguwa-uku-kano",
    type: "caveat" as const,
    title: "Sample caveat notice: Plot 9, Unguwa Uku, Kano",
    excerpt: "Sample notice (fictional parties): a buyer who paid in full objects to a second sale.",
    content: caveatContent("Plot 9, Sample Road, Unguwa Uku, Tarauni LGA, Kano State"),
    title_number: "KN/SAMPLE/2026/0009",
    survey_plan_number: "KN/SAMPLE/0009",
    state: "Kano",
    lga: "Tarauni",
    address: "Plot 9, Sample Road, Unguwa Uku",
    latitude: 12.0022,
    longitude: 8.5362,
    claimant: "Aminu Sample-Bello (fictional)",
    nature_of_claim: "Purchaser who paid in full: the seller is offering the plot to another buyer",
    claim_date: "2026-09-02",
  },
  {
    slug: "sample-change-of-name-abeokuta",
    type: "change_of_name" as const,
    title: "Sample change of name: Oluwaseun Sample-Ogunleye",
    excerpt: "Sample notice (fictional person): a correction of name for title and bank records in Ogun.",
    content:
      "SAMPLE NOTICE - the person below is fictional.\n\nI, formerly known and addressed as Mr Seun Sample-Ogunleye, now wish to be known and addressed as Mr Oluwaseun Sample-Ogunleye. All former documents remain valid. Land registries, banks and the general public should take note.",
    title_number: null,
    survey_plan_number: null,
    state: "Ogun",
    lga: "Abeokuta South",
    address: null,
    latitude: null,
    longitude: null,
    claimant: "Oluwaseun Sample-Ogunleye (fictional)",
    nature_of_claim: null,
    claim_date: "2026-10-12",
  },
];

export const seedCommunity: Seeder = {
  name: "community",
  async run({ db }) {
    const editor = await editorialId(db);
    await upsertEditor(db, editor, "publisher");

    // Group owners: seeded people of the right roles, else the editorial account.
    const people = (
      await rowsOf<{ id: number }>(
        db,
        sql`select id from users where status = 'active' and deleted_at is null and role <> 'admin'
          and email <> ${EDITORIAL_EMAIL} order by id limit 12`,
      )
    ).map((r) => Number(r.id));
    let groupsAdded = 0;
    let discussionsAdded = 0;
    for (const [i, g] of GROUPS.entries()) {
      const existed = await firstOf<{ id: number }>(
        db,
        sql`select id from community_groups where slug = ${g.slug}`,
      );
      const owner = people[i % Math.max(1, people.length)] ?? editor;
      const id = existed
        ? Number(existed.id)
        : await insertGroup(db, { ...g, visibility: "public", ownerId: owner, demo: true }).then((added) => {
            if (added === null) throw new Error(`community seed: group ${g.slug} appeared while seeding`);
            return added;
          });
      if (!existed) groupsAdded++;
      const ownerRow = await firstOf<{ user_id: number }>(
        db,
        sql`select user_id from group_members where group_id = ${id} and role = 'owner'`,
      );
      const ownerId = ownerRow ? Number(ownerRow.user_id) : owner;
      if (!ownerRow) await upsertMember(db, id, ownerId, "owner", "active");
      const members = people.filter((p) => p !== ownerId).slice(i, i + 4);
      for (const m of members) await upsertMember(db, id, m, "member", "active");
      const has = await firstOf(db, sql`select 1 from group_discussions where group_id = ${id} limit 1`);
      if (has) continue;
      const start = Date.now() - 7 * 86_400_000;
      for (const [j, d] of (DISCUSSIONS[g.slug] ?? []).entries()) {
        const author = j === 0 ? ownerId : (members[j % Math.max(1, members.length)] ?? ownerId);
        const did = await insertDiscussion(db, {
          groupId: id,
          authorId: author,
          parentId: null,
          title: d.title,
          body: d.body,
          createdAt: new Date(start + j * 3_600_000),
        });
        if (j === 0 && d.replies.length === 0)
          await db.execute(sql`update group_discussions set pinned = true where id = ${did}`);
        for (const [k, r] of d.replies.entries())
          await insertDiscussion(db, {
            groupId: id,
            authorId: members[(j + k + 1) % Math.max(1, members.length)] ?? ownerId,
            parentId: did,
            title: "",
            body: r,
            createdAt: new Date(start + j * 3_600_000 + (k + 1) * 600_000),
          });
        discussionsAdded++;
      }
    }

    // The sample caveat on a demo listing: the first seeded sale listing in Lagos carries its title number.
    const listing = await firstOf<{
      id: number;
      address: string;
      city: string;
      latitude: number | null;
      longitude: number | null;
    }>(
      db,
      sql`select id, address, city, latitude, longitude from properties
        where deleted_at is null and listing_type = 'sale' and state = 'Lagos' and (title_number is null or title_number = ${SAMPLE_CAVEAT_TITLE})
        order by (title_number = ${SAMPLE_CAVEAT_TITLE}) desc nulls last, id limit 1`,
    );
    const onListing = listing
      ? [
          {
            slug: "sample-caveat-on-a-demo-listing",
            type: "caveat" as const,
            title: `Sample caveat notice: ${listing.address || listing.city}`,
            excerpt:
              "Sample notice (fictional parties) placed on an Ile demo listing to show the listing warning.",
            content: caveatContent(`${listing.address || listing.city}, Lagos State`),
            title_number: SAMPLE_CAVEAT_TITLE,
            survey_plan_number: "LS/D/SAMPLE/0001",
            state: "Lagos",
            lga: listing.city,
            address: listing.address || null,
            latitude: listing.latitude,
            longitude: listing.longitude,
            claimant: "Chinedu Sample-Nwosu (fictional)",
            nature_of_claim: "Family land: sale by one member disputed by the family head",
            claim_date: "2026-10-20",
          },
        ]
      : [];
    if (listing)
      await db.execute(
        sql`update properties set title_number = ${SAMPLE_CAVEAT_TITLE} where id = ${listing.id}`,
      );

    let posts = 0;
    const day = (n: number) => sql`now() - make_interval(days => ${n})`;
    const all = [
      ...ARTICLES.map((a) => ({ ...a, sample: false, notice: null })),
      ...[...NOTICES, ...onListing].map((n) => ({ ...n, tags: ["notice"], sample: true, notice: n })),
    ];
    for (const [i, p] of all.entries()) {
      const n = p.notice;
      const id = await insertPost(db, {
        slug: p.slug,
        type: p.type,
        status: "published",
        title: p.title,
        excerpt: p.excerpt,
        content: p.content,
        cover_url: null,
        tags: p.tags,
        author_id: editor,
        author_name: "Ile Editorial",
        title_number: n?.title_number ?? null,
        title_number_key: titleKey(n?.title_number),
        survey_plan_number: n?.survey_plan_number ?? null,
        state: n?.state ?? null,
        lga: n?.lga ?? null,
        address: n?.address ?? null,
        latitude: n?.latitude ?? null,
        longitude: n?.longitude ?? null,
        claimant: n?.claimant ?? null,
        nature_of_claim: n?.nature_of_claim ?? null,
        claim_date: n?.claim_date ?? null,
        sample: p.sample,
      });
      if (id) {
        posts++;
        await db.execute(sql`update news_posts set published_at = ${day(all.length - i)} where id = ${id}`);
      }
    }
    // Demo videos the desk made from its sample posts (files in the web build, apps/web/public/demo/videos).
    let videos = 0;
    for (const [i, v] of DEMO_VIDEOS.entries()) {
      const id = await insertVideo(db, {
        slug: v.slug,
        title: v.title,
        description: v.description,
        category: "explainer",
        source: "upload",
        youtube_id: null,
        file_url: `${DEMO_VIDEO_PATH}/${v.slug}.webm`,
        poster_url: `${DEMO_VIDEO_PATH}/${v.slug}.jpg`,
        duration_seconds: Math.round(v.slides.length * DEMO_SLIDE_SECONDS),
        author_id: editor,
      });
      if (!id) continue;
      videos++;
      await setVideoStatus(db, id, "published");
      await db.execute(sql`update videos set published_at = ${day(DEMO_VIDEOS.length - i)} where id = ${id}`);
    }
    return `${groupsAdded} groups, ${discussionsAdded} discussions, ${posts} posts, ${videos} demo videos added`;
  },
};
