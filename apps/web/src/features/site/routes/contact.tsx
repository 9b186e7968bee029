import { ProsePage } from "../components/prose";

export function Component() {
  return (
    <ProsePage title="Contact us" lead="We answer on working days, usually within one business day.">
      <h2>Support</h2>
      <p>
        Email{" "}
        <a className="font-semibold text-brand-700 underline" href="mailto:support@ile.ng">
          support@ile.ng
        </a>{" "}
        with your account email and, for a listing, its link.
      </p>
      <h2>Report fraud</h2>
      <p>
        Email{" "}
        <a className="font-semibold text-brand-700 underline" href="mailto:trust@ile.ng">
          trust@ile.ng
        </a>{" "}
        with what happened and any evidence (receipts, messages). Do not send money to anyone who contacts you
        outside Ile claiming to be from Ile.
      </p>
      <h2>Partnerships and press</h2>
      <p>
        Email{" "}
        <a className="font-semibold text-brand-700 underline" href="mailto:hello@ile.ng">
          hello@ile.ng
        </a>
        .
      </p>
    </ProsePage>
  );
}
