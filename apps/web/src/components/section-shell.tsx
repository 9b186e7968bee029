/**
 * The frame of /dashboard and /admin (outside the main layout, SPEC §2): a slim top bar and a list of
 * sections, each a nested route loaded on demand. The section nav is a plain list of links (keyboard and
 * screen-reader friendly) beside the content; on a phone (below md) it folds behind a button naming the section
 * shown and how many there are, which opens every section as a two-column menu (issue 53 item 4, ADR 0029: a
 * sideways strip cut at "Sa…" hid the rest). Escape closes the menu; moving to a section closes it. Each section titles the document
 * "<section> — <title> — Ile", and moving to a section focuses its heading.
 */
import { ChevronDown, LogOut } from "lucide-react";
import {
  type ComponentType,
  type LazyExoticComponent,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link, NavLink, Route, Routes, useLocation } from "react-router";
import { Avatar } from "@/components/avatar";
import { paths } from "@/config/paths";
import { useEditorRole } from "@/lib/news-editor";
import { useRouteFocus } from "@/lib/route-focus";
import { logout, useSessionUser } from "@/lib/session";

export interface ShellSection {
  path: string;
  label: string;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
  roles?: readonly string[];
  /** Only shown to people on the editorial desk (and admins), whatever their account role (ADR 0803). */
  editorsOnly?: boolean;
}

export function SectionShell({
  title,
  base,
  sections,
}: {
  title: string;
  base: string;
  sections: ShellSection[];
}) {
  const user = useSessionUser();
  const main = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Moving to a section closes the phone's menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every section change
  useEffect(() => setOpen(false), [pathname]);
  // Moving between sections focuses the new section's heading (ADR 0013), as pages do in the main layout.
  useRouteFocus(main, "h2");
  const role = String(user?.account_role ?? user?.role ?? "");
  const editor = useEditorRole(Boolean(user) && role !== "admin" && sections.some((s) => s.editorsOnly));
  const visible = sections.filter((s) =>
    // Admins reach the desk in /admin; others see it when the news service says they are on it.
    s.editorsOnly ? editor !== null : !s.roles || s.roles.includes(role) || role === "admin",
  );
  const here = pathname.replace(/\/+$/, "").slice(base.length).replace(/^\//, "");
  const current = visible.find((s) => s.path === here);
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="container-page flex min-h-14 items-center justify-between gap-3">
          <Link to={paths.home} className="text-lg font-semibold text-brand-700">
            Ile <span className="sr-only">home</span>
          </Link>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-muted sm:inline">{String(user?.full_name ?? "")}</span>
            <Avatar
              name={String(user?.full_name ?? "")}
              src={(user?.profile_image as string | null) ?? null}
              size={32}
            />
            <button type="button" className="btn-ghost min-h-11" onClick={() => void logout()}>
              <LogOut aria-hidden="true" className="size-4" /> Logout
            </button>
          </div>
        </div>
      </header>
      <div className="container-page grid gap-6 py-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label={`${title} sections`} className="min-w-0">
          <h1 className="mb-3 text-xl font-semibold">{title}</h1>
          <button
            ref={toggle}
            type="button"
            className="btn-outline min-h-11 w-full justify-between md:hidden"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            <span>
              {current?.label ?? title}{" "}
              <span className="ml-1 font-normal text-muted">All {visible.length} sections</span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
            />
          </button>
          <ul
            id={listId}
            className={`${open ? "mt-2 grid" : "hidden"} grid-cols-2 gap-2 md:mt-0 md:flex md:flex-col`}
            onKeyDown={(e) => {
              if (e.key !== "Escape" || !open) return;
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            {visible.map((s) => (
              <li key={s.path} className="min-w-0">
                <NavLink
                  to={s.path ? `${base}/${s.path}` : base}
                  end
                  className={({ isActive }) =>
                    `flex min-h-11 items-center rounded-[var(--radius-control)] px-3 text-sm font-semibold ${
                      isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"
                    }`
                  }
                >
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main ref={main} id="main" className="min-w-0 focus:outline-none" tabIndex={-1}>
          <Suspense fallback={<p role="status">Loading...</p>}>
            <Routes>
              {visible.map(({ path, label, Component }) => {
                const element = (
                  <>
                    <title>{`${label} — ${title} — Ile`}</title>
                    <Component />
                  </>
                );
                return path ? (
                  <Route key={path} path={path} element={element} />
                ) : (
                  <Route key="index" index element={element} />
                );
              })}
              <Route
                path="*"
                element={
                  <>
                    <title>{`Section not found — ${title} — Ile`}</title>
                    <p role="alert">This section does not exist.</p>
                  </>
                }
              />
            </Routes>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
