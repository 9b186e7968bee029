import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/toaster";
import { onSessionExpired } from "@/lib/api-client";
import { checkSession } from "@/lib/session-check";
import { openLogin, useUiState } from "@/lib/ui-store";

// The login modal is loaded the first time it opens, keeping it out of every page's first download.
const LoginModal = lazy(() => import("@/components/login-modal").then((m) => ({ default: m.Component })));

/** Wraps every route: app-wide overlays that need the router (toasts, the login modal). */
export function RootLayout() {
  const { loginOpen } = useUiState();
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
      <Toaster />
    </>
  );
}
