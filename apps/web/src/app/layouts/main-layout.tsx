import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { Footer } from "@/components/footer";
import { Header } from "@/components/header";
import { Ticker } from "@/components/ticker";
import { Spinner } from "@/components/ui/spinner";

/** SPEC §2 main layout: sticky ticker and header, the page, the footer; scrolls to the top on path change. */
export function MainLayout() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every path change
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

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
      </div>
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
