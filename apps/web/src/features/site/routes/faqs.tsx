import { ProsePage } from "../components/prose";

const FAQS = [
  [
    "What does the verified badge mean?",
    "The person has submitted a government ID (NIN slip, international passport, driver's licence, voter's card, or a CAC certificate for companies) and Ile has checked it.",
  ],
  [
    "Why are some contact details hidden?",
    "Email, phone and address on profiles are premium. Unlock one profile with a one-off payment, or choose a plan that includes profile views.",
  ],
  [
    "Are rents yearly?",
    "Most Nigerian rents are quoted per year, and Ile shows the period on every price: /year, /month, or /night for short lets.",
  ],
  [
    "How accurate is the valuation tool?",
    "Each estimate comes with a range and the measured accuracy of the model, published on the valuation page.",
  ],
  [
    "What is a caveat notice?",
    "A public warning that a property or piece of land is disputed, mortgaged or otherwise encumbered. Read them before you pay.",
  ],
  [
    "How do I report a fraudulent listing?",
    "Use the contact page with the listing's link. We act on reports with evidence and remove listings that break our terms.",
  ],
] as const;

export function Component() {
  return (
    <ProsePage title="Frequently asked questions">
      {FAQS.map(([q, a]) => (
        <section key={q}>
          <h2>{q}</h2>
          <p>{a}</p>
        </section>
      ))}
    </ProsePage>
  );
}
