import { Link } from "react-router";
import { paths } from "@/config/paths";

/** Any path the app does not know (SPEC §2). */
export function Component() {
  return (
    <section className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <title>Page not found — Ile</title>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">404</p>
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="max-w-md text-muted">The page you asked for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn-primary">
          Go to the home page
        </Link>
        <Link to={paths.properties} className="btn-outline">
          Browse properties
        </Link>
      </div>
    </section>
  );
}
