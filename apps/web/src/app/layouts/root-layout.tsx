import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { Outlet } from "react-router";
import { onSessionExpired } from "@/lib/api-client";
import { checkSession } from "@/lib/session-check";
import { toast, toasterWanted } from "@/lib/toast";
import { openLogin, useUiState } from "@/lib/ui-store";

// The login modal is loaded the first time it opens, keeping it out of every page's first download.
const LoginModal = lazy(() => import("@/components/login-modal").then((m) => ({ default: m.Component })));
// So are the toasts: the first toast asked for mounts them (lib/toast.ts).
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** Wraps every route: app-wide overlays that need the router (toasts, the login modal). */
export function RootLayout() {
  const { loginOpen } = useUiState();
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  const [modalLoaded, setModalLoaded] = useState(false);
  if (loginOpen && !modalLoaded) setModalLoaded(true);

  // A session that cannot be refreshed opens the login modal (SPEC §2, §4); a stored one is checked on load.
  useEffect(() => {
    const off = onSessionExpired((reason) => {
      toast.error(reason);
      openLogin(window.location.pathname);
    });
    void checkSession();
    return off;
  }, []);

  return (
    <>
      <Outlet />
      {modalLoaded ? (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      ) : null}
      {toasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
