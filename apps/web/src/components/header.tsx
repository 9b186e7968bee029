/**
 * SPEC §2 header: five navigation groups (desktop dropdowns, one open at a time; mobile toggle with one
 * expanded group at a time), active route highlighted, everything closing on navigation; Login / Sign Up when
 * signed out, an avatar menu (Dashboard, Logout) when signed in.
 */
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useSessionUser } from "@/lib/session";
import { AuthActions } from "./header-account";
import { linkClass, useDismiss } from "./header-menu";
import { HeaderSearch } from "./header-search";
import { groupIsActive, isGroup, NAVIGATION, type NavGroup } from "./nav-items";
import { NotificationBell } from "./notification-bell";

function DesktopGroup({
  group,
  open,
  onToggle,
  pathname,
}: {
  group: NavGroup;
  open: boolean;
  onToggle: () => void;
  pathname: string;
}) {
  const id = useId();
  const active = groupIsActive(group, pathname);
  return (
    <li className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className={`inline-flex min-h-11 items-center gap-1 rounded-[var(--radius-control)] px-3 text-sm font-semibold transition-colors ${
          active
            ? "text-brand-700 underline decoration-2 underline-offset-8"
            : "text-ink hover:text-brand-700"
        }`}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 min-w-56 rounded-[var(--radius-card)] border border-line bg-surface p-2 shadow-[var(--shadow-pop)]"
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const desktopRef = useRef<HTMLUListElement>(null);
  useDismiss(openGroup !== null, () => setOpenGroup(null), desktopRef);

  // SPEC §4: the mobile menu and the desktop dropdowns reset on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    setOpenGroup(null);
    setMobileOpen(false);
    setExpanded(null);
  }, [pathname]);

  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 text-xl font-semibold text-brand-700"
          aria-label="Ile home"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-700 text-accent-400"
          >
            ⌂
          </span>
          Ile
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul ref={desktopRef} className="flex items-center gap-1">
            {NAVIGATION.map((entry) =>
              isGroup(entry) ? (
                <DesktopGroup
                  key={entry.label}
                  group={entry}
                  pathname={pathname}
                  open={openGroup === entry.label}
                  onToggle={() => setOpenGroup((g) => (g === entry.label ? null : entry.label))}
                />
              ) : (
                <li key={entry.to}>
                  <NavLink to={entry.to} end className={linkClass}>
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>

        <HeaderSearch />

        <div className="hidden items-center gap-2 lg:flex">
          {user ? <NotificationBell /> : null}
          <AuthActions user={user} />
        </div>

        <div className="flex items-center gap-2 lg:hidden">
          {user ? <NotificationBell /> : null}
          {user ? <AuthActions user={user} /> : null}
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-[var(--radius-control)] text-ink hover:bg-brand-50"
            aria-expanded={mobileOpen}
            aria-controls="mobile-navigation"
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <nav
        id="mobile-navigation"
        aria-label="Main"
        hidden={!mobileOpen}
        className="border-t border-line bg-surface lg:hidden"
      >
        <ul className="container-page flex max-h-[calc(100dvh-6rem)] flex-col gap-1 overflow-y-auto py-3">
          {NAVIGATION.map((entry) => {
            if (!isGroup(entry)) {
              return (
                <li key={entry.to}>
                  <NavLink to={entry.to} end className={linkClass}>
                    {entry.label}
                  </NavLink>
                </li>
              );
            }
            const isOpen = expanded === entry.label;
            const panelId = `mobile-group-${entry.label.replace(/\s+/g, "-").toLowerCase()}`;
            return (
              <li key={entry.label}>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setExpanded((g) => (g === entry.label ? null : entry.label))}
                  className={`flex min-h-11 w-full items-center justify-between rounded-[var(--radius-control)] px-3 text-left text-sm font-semibold ${
                    groupIsActive(entry, pathname) ? "text-brand-700" : "text-ink"
                  } hover:bg-brand-50`}
                >
                  {entry.label}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`}
                  />
                </button>
                <ul id={panelId} hidden={!isOpen} className="ml-3 border-l border-line pl-2">
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={linkClass}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          {user ? null : (
            <li className="mt-2 border-t border-line pt-3">
              <AuthActions user={null} stacked />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
