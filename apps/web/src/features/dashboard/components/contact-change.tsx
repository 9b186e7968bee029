/**
 * Dashboard → Profile → Contact: changing the login e-mail or phone (issue 38, ADR 0026). Each asks for the new
 * value and the current password; an e-mail changes when the link sent to the new address is opened, a phone
 * when the 6-digit code sent to the new number is entered here. The new value and the password are checked with
 * the contract's schemas (the API's own bodies) before sending; the API's errors land on the same fields.
 */
import { lazy, Suspense, useState } from "react";
import type { Profile } from "../api/profile";

// The forms load when one is opened (the profile's first load stays small, issue 48).
const EmailForm = lazy(() => import("./contact-change-forms").then((m) => ({ default: m.EmailForm })));
const PhoneForm = lazy(() => import("./contact-change-forms").then((m) => ({ default: m.PhoneForm })));

type Open = "email" | "phone" | null;

export function ContactChange({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-outline"
          aria-expanded={open === "email"}
          aria-controls="change-email"
          onClick={() => setOpen(open === "email" ? null : "email")}
        >
          Change email
        </button>
        <button
          type="button"
          className="btn-outline"
          aria-expanded={open === "phone"}
          aria-controls="change-phone"
          onClick={() => setOpen(open === "phone" ? null : "phone")}
        >
          {profile.phone ? "Change phone number" : "Add a phone number"}
        </button>
      </div>
      <Suspense fallback={<p role="status">Loading...</p>}>
        {open === "email" ? <EmailForm current={String(profile.email ?? "")} /> : null}
        {open === "phone" ? <PhoneForm onDone={() => setOpen(null)} /> : null}
      </Suspense>
    </div>
  );
}
