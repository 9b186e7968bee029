/** The home page: search first, then the ways into Ile — properties, people, services, valuation, projects. */
import { Building2, Calculator, Hammer, HardHat, ShieldCheck, Users, Wrench } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { paths } from "@/config/paths";
import type { PageQueries } from "@/lib/page-queries";
import { categoriesQuery, citiesQuery, featuredQuery, latestQuery } from "../api/listings";
import { HeroSearch } from "../components/hero-search";
import { JoinCtas } from "../components/join-ctas";
import { Marketplace } from "../components/marketplace";

const ENTRY_POINTS = [
  {
    icon: Building2,
    title: "Homes to rent",
    text: "Flats, duplexes and self-contains with yearly rents shown up front.",
    to: paths.propertiesRent,
  },
  {
    icon: ShieldCheck,
    title: "Homes to buy",
    text: "Houses and land with the title document named on every listing.",
    to: paths.propertiesSale,
  },
  {
    icon: Users,
    title: "Meet the people",
    text: "Agents, landlords and developers whose identity Ile has checked.",
    to: paths.profiles,
  },
  {
    icon: Calculator,
    title: "What is it worth?",
    text: "Estimate a price or yearly rent from real Nigerian listings.",
    to: paths.valuation,
  },
  {
    icon: Wrench,
    title: "Find services",
    text: "Electricians, plumbers, architects, surveyors and lawyers.",
    to: paths.findServices,
  },
  {
    icon: Hammer,
    title: "Building materials",
    text: "Cement, roofing, tiles and more from sellers near you.",
    to: paths.buildingMaterials,
  },
  {
    icon: HardHat,
    title: "New projects",
    text: "Off-plan and new developments with payment plans.",
    to: paths.newProjects,
  },
];

const TRUST_POINTS = [
  {
    title: "Verified people",
    text: "Agents and landlords upload ID that Ile checks before they get a verified badge.",
  },
  { title: "Caveat notices", text: "Read notices on disputed land and properties before you pay anyone." },
  { title: "Honest prices", text: "Rents carry their period and estimates publish how accurate they are." },
];

export const queries: PageQueries = () => [featuredQuery, latestQuery, citiesQuery, categoriesQuery];

export function Component() {
  return (
    <>
      <PageMeta
        title="Ile — Rent, buy and manage property in Nigeria"
        description="Ile: rent, buy, let and manage property in Nigeria with verified agents, landlords and service providers."
      />
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-semibold leading-tight sm:text-5xl">
            Rent, buy and manage property in Nigeria — with people you can trust.
          </h1>
          <p className="mt-4 max-w-xl text-brand-100">
            Listings, verified agents and landlords, home services, building materials and market facts, in
            one place.
          </p>
          <HeroSearch />
        </div>
      </section>

      <section aria-labelledby="explore" className="container-page py-12">
        <h2 id="explore" className="text-2xl font-semibold">
          Explore Ile
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ENTRY_POINTS.map(({ icon: Icon, title, text, to }) => (
            <li key={title}>
              <Link
                to={to}
                className="card flex h-full flex-col gap-2 p-5 transition-shadow hover:shadow-[var(--shadow-pop)]"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <span className="font-semibold">{title}</span>
                <span className="text-sm text-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Marketplace />

      <section aria-labelledby="trust" className="bg-surface">
        <div className="container-page py-12">
          <h2 id="trust" className="text-2xl font-semibold">
            Built for trust
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3">
            {TRUST_POINTS.map((p) => (
              <li key={p.title}>
                <h3 className="font-semibold text-brand-700">{p.title}</h3>
                <p className="mt-1 text-sm text-muted">{p.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex flex-wrap gap-4 text-sm">
            <Link to={paths.groups} className="font-semibold text-brand-700 underline">
              Join a community group
            </Link>
            <Link to={paths.blog} className="font-semibold text-brand-700 underline">
              Read the guides on titles, rent and caveats
            </Link>
          </p>
        </div>
      </section>

      <JoinCtas />
    </>
  );
}
