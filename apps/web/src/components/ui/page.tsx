import type { ReactNode } from "react";

/** The top of a page: its one h1, an optional lead line and actions. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-surface">
      <div className="container-page py-8 sm:py-10">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-muted">{lead}</p> : null}
        {children ? <div className="mt-4 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </div>
  );
}

/** A designed empty state: says plainly what is (not) here and what the user can do instead. */
export function EmptyState({
  title,
  children,
  icon,
  level = 2,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  /** 1 when the empty state is the whole page (a missing record), so the page keeps its h1. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="container-page py-12" aria-label={title}>
      <div className="card mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
        {icon ? (
          <div className="text-brand-600" aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <Heading className="text-lg font-semibold">{title}</Heading>
        {children ? <div className="text-muted">{children}</div> : null}
      </div>
    </section>
  );
}
