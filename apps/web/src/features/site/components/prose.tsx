import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page";

/**
 * A plain text page (policies, help): a header and readable prose at a comfortable measure. The document title
 * is "<title> — Ile" unless `documentTitle` says otherwise.
 */
export function ProsePage({
  title,
  lead,
  documentTitle,
  children,
}: {
  title: string;
  lead?: string;
  documentTitle?: string;
  children: ReactNode;
}) {
  return (
    <>
      <title>{documentTitle ?? `${title} — Ile`}</title>
      <PageHeader title={title} lead={lead} />
      <article className="container-page max-w-3xl py-10 text-ink [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-3 [&_p]:text-muted [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:text-muted">
        {children}
      </article>
    </>
  );
}
