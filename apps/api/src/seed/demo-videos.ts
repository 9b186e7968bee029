/**
 * Demo videos (issue 53 item 6, ADR 0029): short explainers the editorial desk made from its own sample posts —
 * title cards and the post's checklist, no footage, no people — so /videos shows a working page on a fresh
 * install. Each says on every frame and in its title that it is a DEMO. The files are drawn from the slides below
 * by `npx tsx scripts/make-demo-videos.ts` (Chromium records a canvas) and are served from the web build at
 * DEMO_VIDEO_PATH; `npm run demo:remove` takes them off the site with the rest of the demo content.
 */
export const DEMO_VIDEO_PATH = "/demo/videos";
/** What every demo video's title begins with, and what each frame's banner says. */
export const DEMO_VIDEO_LABEL = "Demo video";
/** How long each slide shows (scripts/make-demo-videos.ts records at this pace). */
export const DEMO_SLIDE_SECONDS = 3.5;

export interface DemoVideo {
  slug: string;
  /** The editorial post it was made from (news_posts.slug). */
  fromPost: string;
  title: string;
  description: string;
  slides: { heading: string; lines: string[] }[];
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    slug: "demo-how-to-check-a-c-of-o",
    fromPost: "how-to-check-a-certificate-of-occupancy",
    title: `${DEMO_VIDEO_LABEL}: checking a C of O before you pay`,
    description:
      "Demo content: a 20-second explainer Ile Editorial made from its sample article on checking a Certificate of Occupancy. Title cards only, no footage.",
    slides: [
      {
        heading: "Checking a C of O",
        lines: ["Before you pay for land", "From Ile Editorial's sample article"],
      },
      {
        heading: "1. Get a copy, not a photo",
        lines: ["Every page, with the survey plan", "Note number, page and volume"],
      },
      {
        heading: "2. Search the Lands Registry",
        lines: ["Alausa in Lagos, AGIS in Abuja", "Mortgages, caveats, court orders"],
      },
      { heading: "3. Chart the survey plan", lines: ["Acquisition? Setback? Right of way?"] },
      { heading: "4. Match the land on the ground", lines: ["A surveyor picks the beacons"] },
    ],
  },
  {
    slug: "demo-how-caveat-searches-work",
    fromPost: "how-caveat-searches-work",
    title: `${DEMO_VIDEO_LABEL}: how caveat searches work`,
    description:
      "Demo content: an explainer Ile Editorial made from its sample article on caveats and the SAMPLE notices on Ile. Title cards only, no footage.",
    slides: [
      { heading: "How caveat searches work", lines: ["From Ile Editorial's sample article"] },
      { heading: "A caveat is a warning", lines: ["Someone claims an interest in the land"] },
      {
        heading: "Where to find one",
        lines: ["The Lands Registry search report", "Public notices, and caveat notices on Ile"],
      },
      {
        heading: "A claim, not a judgment",
        lines: ["But the land is disputed:", "pay nothing until it is settled"],
      },
    ],
  },
  {
    slug: "demo-before-you-pay-an-inspection-fee",
    fromPost: "before-you-pay-an-inspection-fee",
    title: `${DEMO_VIDEO_LABEL}: five checks before an inspection fee`,
    description:
      "Demo content: Ile Editorial's sample checklist for renters as a short video. Title cards only, no footage.",
    slides: [
      { heading: "Before an inspection fee", lines: ["Five checks for renters"] },
      { heading: "1. Ask for the address", lines: ["No street name: a warning sign"] },
      { heading: "2. One inspection", lines: ["Not a 'registration' fee"] },
      { heading: "3. Get a receipt", lines: ["The agent's name and the date"] },
      { heading: "4. Check the listing on Ile", lines: ["Badges, fees, caveat notices"] },
      { heading: "5. See it before rent", lines: ["Meet the landlord, read the agreement"] },
    ],
  },
];
