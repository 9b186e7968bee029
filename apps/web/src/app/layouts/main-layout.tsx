import { Suspense, useRef } from "react";
import { Outlet } from "react-router";
import { Footer } from "@/components/footer";
import { Header } from "@/components/header";
import { OfflineBanner } from "@/components/offline-banner";
import { Ticker } from "@/components/ticker";
import { Spinner } from "@/components/ui/spinner";
import { useRouteFocus } from "@/lib/route-focus";

/**
 * SPEC §2 main layout: sticky ticker and header, the page, the footer. A move to another page scrolls to the top
 * and focuses the page's h1 (or <main>); see lib/route-focus.ts and ADR 0013.
 */
export function MainLayout() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 btn-primary"
      >
        Skip to content
      </a>
      <div className="sticky top-0 z-40">
        <Ticker />
        <Header />
        <OfflineBanner />
      </div>
      <main ref={main} id="main" className="flex-1 focus:outline-none" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
