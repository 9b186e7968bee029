import { ProsePage } from "../components/prose";

export function Component() {
  return (
    <ProsePage title="Terms and conditions" lead="The rules for using Ile. Last updated November 2026.">
      <h2>Your account</h2>
      <p>
        Give accurate details and keep your password private. You are responsible for what is done with your
        account. One person or company per account.
      </p>
      <h2>Listings</h2>
      <ul>
        <li>List only property you own or are authorised in writing to market.</li>
        <li>
          State the real price, the rent period and the title document. Do not list a property that is already
          let or sold.
        </li>
        <li>Ile may remove listings that are misleading, duplicated or reported with evidence.</li>
      </ul>
      <h2>Payments</h2>
      <p>
        Prices are in naira. Payments are processed by our payment provider; a payment gives its value once,
        and subscriptions stay active until the end of the paid period when cancelled.
      </p>
      <h2>Reviews and reports</h2>
      <p>
        Reviews and blacklist reports must be honest and based on your own dealings. People reviewed or
        reported may reply. Abusive or false content is removed.
      </p>
      <h2>Liability</h2>
      <p>
        Ile checks identities but does not inspect properties or guarantee transactions. Inspect a property,
        verify its title and read the caveat notices before you pay.
      </p>
    </ProsePage>
  );
}
