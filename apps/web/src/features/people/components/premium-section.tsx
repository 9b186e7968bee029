/**
 * The premium part of a profile (contact details and documents). Signed out: log in first. Signed in: what
 * looking costs is asked first (nothing spent); when it would use one of the plan's monthly premium views, the
 * viewer chooses to look; when it must be paid for, that answer carries the price and the Unlock button starts
 * the payment, so no lookup runs (and no 402 is logged on a normal visit, issue 17). The lookup of SPEC §4
 * answers with the full profile (owner, admins, those who unlocked it or whose plan includes it).
 */
import { Lock, LockOpen } from "lucide-react";
import { useState } from "react";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatKobo } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { herePath, openLogin } from "@/lib/ui-store";
import {
  initiateErrorMessage,
  lookupErrorMessage,
  useInitiateUnlock,
  usePremiumAccess,
  usePremiumProfile,
} from "../api/premium";
import { PREMIUM_LABELS } from "../lib/options";

const na = (v: string | null | undefined) => (v?.trim() ? v : "N/A");

export function PremiumSection({ uniqueKey, fields }: { uniqueKey: string; fields: string[] }) {
  const user = useSessionUser();
  const access = usePremiumAccess(uniqueKey, !!user);
  const [chose, setChose] = useState(false);
  const needsChoice = access.data?.access === "allowance" && !chose;
  const priced = access.data?.access === "payment" ? access.data.payment_instructions : null;
  const lookup = usePremiumProfile(uniqueKey, !!user && access.isSuccess && !needsChoice && !priced);
  // Two steps (what looking costs, then the lookup) share one error message and one waiting message.
  const failure = access.error ?? (needsChoice || priced ? null : lookup.error);
  // The price comes with the answer to "what does looking cost"; a lookup answers 402 only in a race.
  const pay =
    priced ?? (lookup.data?.kind === "payment_required" ? lookup.data.details.payment_instructions : null);
  const unlock = useInitiateUnlock();
  const premiumList = fields.map((f) => PREMIUM_LABELS[f] ?? f).join(", ");

  const heading = (
    <h2 id="premium-heading" className="flex items-center gap-2 text-xl font-semibold">
      {lookup.data?.kind === "full" ? (
        <LockOpen aria-hidden="true" className="size-5 text-brand-600" />
      ) : (
        <Lock aria-hidden="true" className="size-5 text-accent-600" />
      )}
      Contact details and documents
    </h2>
  );

  let body: React.ReactNode;
  if (!user) {
    body = (
      <>
        <p className="text-muted">{premiumList} are premium. Log in to see them or unlock them.</p>
        <button type="button" className="btn-primary" onClick={() => openLogin(herePath())}>
          Log in to unlock
        </button>
      </>
    );
  } else if (failure) {
    body = (
      <p role="alert" className="font-semibold text-negative">
        {lookupErrorMessage(failure)}
      </p>
    );
  } else if (needsChoice && access.data) {
    const { remaining, allowance } = access.data;
    body = (
      <>
        <p className="text-muted">
          {premiumList} are premium. Your plan shows {allowance} premium profiles a month and you have{" "}
          {remaining} left this month; seeing this one uses one of them (looking at it again this month is
          free).
        </p>
        <button type="button" className="btn-primary" onClick={() => setChose(true)}>
          Show contact details
        </button>
      </>
    );
  } else if (!pay && !lookup.data) {
    body = (
      <p role="status" className="text-muted">
        Checking access...
      </p>
    );
  } else if (!pay && lookup.data?.kind === "full") {
    const p = lookup.data.profile;
    body = (
      <>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Email address</dt>
            <dd className="font-semibold break-all">
              {p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : "N/A"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Phone number</dt>
            <dd className="font-semibold">{p.phone ? <a href={`tel:${p.phone}`}>{p.phone}</a> : "N/A"}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Address</dt>
            <dd className="font-semibold">{na(p.address)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Date of birth</dt>
            <dd className="font-semibold">{p.date_of_birth ? formatDate(p.date_of_birth) : "N/A"}</dd>
          </div>
        </dl>
        <div>
          <h3 className="font-semibold">Documents</h3>
          {p.documents.length ? (
            <ul className="mt-1 list-disc pl-5">
              {p.documents.map((d) => (
                <li key={d.id}>
                  <a className="text-brand-700 underline" href={d.url} target="_blank" rel="noreferrer">
                    {d.name}
                  </a>{" "}
                  <span className="text-sm text-muted">({d.kind})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">No documents shared.</p>
          )}
        </div>
      </>
    );
  } else if (pay) {
    body = (
      <>
        <p className="text-ink">{pay.description}</p>
        <p className="text-sm text-muted">
          Unlocks: {pay.unlocks.map((f) => PREMIUM_LABELS[f] ?? f).join(", ")}
        </p>
        <button
          type="button"
          className="btn-accent"
          disabled={unlock.isPending}
          onClick={() =>
            unlock.mutate(uniqueKey, {
              onSuccess: (url) => window.location.assign(url),
              // 409: already unlocked (a link paid earlier was settled now); ask again and show the details.
              onError: (err) => {
                if (err instanceof ApiError && err.status === 409) void access.refetch();
              },
            })
          }
        >
          {unlock.isPending ? "Generating payment link..." : `Unlock for ${formatKobo(pay.amount_kobo)}`}
        </button>
        {unlock.isError ? (
          <p role="alert" className="font-semibold text-negative">
            {initiateErrorMessage(unlock.error)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="premium-heading"
      className="card space-y-3 border border-accent-300 p-5"
      data-testid="premium-section"
    >
      {heading}
      {body}
    </section>
  );
}
