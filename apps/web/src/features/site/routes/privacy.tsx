import { ProsePage } from "../components/prose";

export function Component() {
  return (
    <ProsePage
      title="Privacy policy"
      lead="What Ile collects, why, and the choices you have. Last updated November 2026."
    >
      <h2>What we collect</h2>
      <ul>
        <li>Account details you give us: name, email address, phone number, role and profile information.</li>
        <li>Identity documents you submit for verification (KYC), and the selfie that goes with them.</li>
        <li>Listings, enquiries, reviews and messages you create on Ile.</li>
        <li>Technical records needed to keep the service secure, such as sign-in times and IP addresses.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To run your account, show your listings and profile, verify identities, prevent fraud, process
        payments and send the messages you ask for. We do not sell personal data.
      </p>
      <h2>Identity documents</h2>
      <p>
        KYC documents are stored privately. Only you and Ile's verification staff can open them; they are
        never shown on your public profile.
      </p>
      <h2>Contact details on profiles</h2>
      <p>
        Email, phone and address on a profile are premium: they are shown only to the profile's owner and to
        people who have unlocked them through a payment or a plan.
      </p>
      <h2>Your rights</h2>
      <p>
        Under the Nigeria Data Protection Act 2023 you may ask to see, correct or delete your personal data,
        and withdraw consent for marketing at any time. Deleting your profile removes it from Ile; records we
        must keep by law (such as payments) are retained for the period the law requires.
      </p>
    </ProsePage>
  );
}
