/**
 * A member's new discussion on a group's page (issue 21). The form (composer-form.tsx, on the form kit) loads for
 * members only, so the public group page stays zod-free (ADR 0022).
 */
import { lazy, Suspense } from "react";

const ComposerForm = lazy(() => import("./composer-form"));

export function Composer(props: { slug: string; onPosted: () => void }) {
  return (
    <Suspense fallback={null}>
      <ComposerForm {...props} />
    </Suspense>
  );
}
