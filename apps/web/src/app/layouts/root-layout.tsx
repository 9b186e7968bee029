import { Outlet } from "react-router";
import { Toaster } from "@/components/ui/toaster";

/** Wraps every route: app-wide overlays that need the router (toasts, and the login modal once accounts land). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
