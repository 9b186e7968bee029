/**
 * /saved-searches/unsubscribe?token=… (issue 53): where an alert's "Stop these alerts" link lands (the API sends
 * a browser here). No login: the link's signed token stops the alert with the one-click POST, the page says so,
 * and offers to turn the alert back on (POST /resubscribe with the same token). A bad or expired link says that.
 */
import { savedSearchMessages as M } from "@ile/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/http";
import { resubscribeAlert, unsubscribeAlert } from "@/lib/saved-searches";

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const stop = useMutation({ mutationFn: () => unsubscribeAlert(token) });
  const resume = useMutation({ mutationFn: () => resubscribeAlert(token) });
  // Once per visit (React's development double effect included): stopping twice is harmless, but one call is enough.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    stop.mutate();
  }, [stop]);

  const title = resume.isSuccess
    ? M.resubscribedTitle
    : stop.isError
      ? M.unsubscribeInvalidTitle
      : stop.isSuccess
        ? M.unsubscribedTitle
        : M.unsubscribing;

  return (
    <div className="container-page flex max-w-xl flex-col gap-4 py-10">
      <PageMeta title={title} description={M.unsubscribed} />
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {stop.isPending || stop.isIdle ? (
        <p role="status" className="text-muted">
          {M.unsubscribing}
        </p>
      ) : stop.isError ? (
        <p role="alert" className="text-negative">
          {errorText(stop.error)}
        </p>
      ) : resume.isSuccess ? (
        <FormMessage kind="success">{resume.data.message}</FormMessage>
      ) : (
        <>
          <p role="status">{stop.data?.message ?? M.unsubscribed}</p>
          {resume.isError ? <FormMessage kind="error">{errorText(resume.error)}</FormMessage> : null}
          <button
            type="button"
            className="btn-primary self-start"
            disabled={resume.isPending}
            onClick={() => resume.mutate()}
          >
            {M.resubscribe}
          </button>
        </>
      )}
      <Link to={paths.savedSearches} className="btn-outline self-start">
        Your saved searches
      </Link>
    </div>
  );
}
