import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { paths } from "@/config/paths";

/** Shown when a page fails to load or render: a clear message and a way on, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong while loading this page. Check your connection and try again.";
  return (
    <section
      className="container-page flex min-h-dvh flex-col items-center justify-center gap-4 text-center"
      role="alert"
    >
      <title>Page could not be shown — Ile</title>
      <h1 className="text-2xl font-semibold">We could not show this page</h1>
      <p className="max-w-md text-muted">{message}</p>
      <div className="flex gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to={paths.home} className="btn-outline">
          Home
        </Link>
      </div>
    </section>
  );
}
