/** The dashboard's Subscription section: the same panel as /subscription. */
import { SubscriptionPanel } from "./subscription-panel";

export default function SubscriptionSection() {
  return <SubscriptionPanel />;
}
