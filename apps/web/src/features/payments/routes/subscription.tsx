/** /subscription: plans side by side, the current plan, renew, cancel, switch and history (issue 6). */
import { AccessGuard } from "@/components/access-guard";
import { PageHeader } from "@/components/ui/page";
import { SubscriptionPanel } from "../components/subscription-panel";

export function Component() {
  return (
    <>
      <title>Subscription — Ile</title>
      <PageHeader title="Subscription" lead="Plans, billing and your subscription history." />
      <div className="container-page py-8">
        <AccessGuard>
          <SubscriptionPanel />
        </AccessGuard>
      </div>
    </>
  );
}
