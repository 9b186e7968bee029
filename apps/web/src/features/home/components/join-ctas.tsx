/**
 * The home page's calls to action (issue 4): owners list a property (signed out: log in, come back to
 * `/?list=1`, and an owner goes on to Dashboard → My listings with a new listing open while a tenant stays here
 * with the card explaining the alternative; signed in as an owner: straight there), and service providers
 * join (an account whose profile carries their trade and service area is what /find-services and the search by
 * profession show). A tenant cannot list, so they are offered a property request instead.
 */
import { LISTING_OWNER_ROLES } from "@ile/contract";
import { useEffect, useRef } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";

export const NEW_LISTING_PATH = `${paths.dashboard}/listings?new=1`;
/** Where the login started by "List your property" returns: the home page, which sends owners on. */
export const LIST_INTENT_PATH = `${paths.home}?list=1`;

/** The trades of SPEC §1, each leading to the people who offer it. */
export const TRADES = [
  { value: "electrician", label: "Electricians" },
  { value: "plumber", label: "Plumbers" },
  { value: "architect", label: "Architects" },
  { value: "surveyor", label: "Surveyors" },
  { value: "lawyer", label: "Lawyers" },
] as const;

export const tradeUrl = (profession: string) =>
  `${paths.searchResults}?${new URLSearchParams({ type: "users", profession })}`;

function OwnerCta() {
  const user = useSessionUser();
  const role = String(user?.account_role ?? user?.role ?? "");
  const isOwner = (LISTING_OWNER_ROLES as readonly string[]).includes(role);
  const [params] = useSearchParams();
  const intent = params.get("list") === "1" && Boolean(user);
  const heading = useRef<HTMLHeadingElement>(null);
  // Back from the login with an account that cannot list: show why, here.
  useEffect(() => {
    if (intent && !isOwner) {
      heading.current?.scrollIntoView({ block: "center" });
      heading.current?.focus({ preventScroll: true });
    }
  }, [intent, isOwner]);
  if (intent && isOwner) return <Navigate to={NEW_LISTING_PATH} replace />;
  return (
    <div className="card flex flex-col p-6">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Own or manage property?
      </h3>
      {user && !isOwner ? (
        <>
          <p className="mt-1 text-sm text-muted">
            Listings are posted by landlords, agents and developers. Looking for a place? Post what you need
            and owners with a match will see it.
          </p>
          <Link to={paths.requestForm} className="btn-primary mt-4 self-start">
            Post a property request
          </Link>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            List it for rent or sale with photos, and reach tenants and buyers across Nigeria. Enquiries come
            to your dashboard.
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {user ? (
              <Link to={NEW_LISTING_PATH} className="btn-primary">
                List your property
              </Link>
            ) : (
              <>
                <button type="button" className="btn-primary" onClick={() => openLogin(LIST_INTENT_PATH)}>
                  List your property
                </button>
                <Link
                  to={paths.signup}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
                >
                  New to Ile? Create an account
                </Link>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function ProviderCta() {
  const user = useSessionUser();
  return (
    <div className="card flex flex-col p-6">
      <h3 className="text-lg font-semibold">Offer a home service?</h3>
      <p className="mt-1 text-sm text-muted">
        Electricians, plumbers, architects, surveyors and lawyers: put your trade and service area on your Ile
        profile, and owners searching for your trade find you.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link to={user ? paths.becomeProvider : paths.signupProvider} className="btn-outline">
          {user ? "Become a service provider" : "Join as a service provider"}
        </Link>
        <Link
          to={paths.findServices}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          See home services
        </Link>
      </div>
      <p className="mt-4 text-sm font-semibold">Find a professional</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {TRADES.map((t) => (
          <li key={t.value}>
            <Link
              to={tradeUrl(t.value)}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm hover:bg-brand-50"
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function JoinCtas() {
  return (
    <section aria-labelledby="cta" className="container-page grid gap-4 py-12 sm:grid-cols-2">
      <h2 id="cta" className="sr-only">
        Join Ile
      </h2>
      <OwnerCta />
      <ProviderCta />
    </section>
  );
}
