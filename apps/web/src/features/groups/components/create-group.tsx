/**
 * "Create a group" on /groups (issue 38; the API's POST /groups existed with no form): name, what it is about,
 * by place (with its state and town) or by interest, public or private. The creator becomes its owner and lands
 * on its page. Signed out, the button asks for a login and comes back here. The form (create-group-form.tsx, on
 * the form kit) loads when it is opened, so the public page stays zod-free (ADR 0022).
 */
import { lazy, Suspense, useState } from "react";
import { useSessionUser } from "@/lib/session";
import { herePath, openLogin } from "@/lib/ui-store";

const CreateGroupForm = lazy(() => import("./create-group-form"));

export function CreateGroup() {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!user)
    return (
      <button type="button" className="btn-outline self-start" onClick={() => openLogin(herePath())}>
        Log in to create a group
      </button>
    );
  if (!open)
    return (
      <button
        type="button"
        className="btn-primary self-start"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        Create a group
      </button>
    );
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <CreateGroupForm onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
