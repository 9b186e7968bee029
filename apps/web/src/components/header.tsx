/**
 * SPEC §2 header: five navigation groups (desktop dropdowns, one open at a time; mobile toggle with one
 * expanded group at a time), active route highlighted, everything closing on navigation; Login / Sign Up when
 * signed out, an avatar menu (Dashboard, Logout) when signed in.
 */
import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { logout, type SessionUser, useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { Avatar } from "./avatar";
import { HeaderSearch } from "./header-search";
import { groupIsActive, isGroup, NAVIGATION, type NavGroup } from "./nav-items";

/** Closes a popup on Escape (returning focus to its button) and on a click outside it. */
function useDismiss(open: boolean, close: () => void, container: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const button = container.current?.querySelector<HTMLElement>("[aria-expanded='true']");
      close();
      button?.focus();
    };
    const onPointer = (e: MouseEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open, close, container]);
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-[var(--radius-control)] px-3 py-2.5 text-sm font-semibold transition-colors ${
    isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-brand-50 hover:text-brand-700"
  }`;

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

function useHeaderProfile(user: SessionUser | null) {
  // SPEC §4: the profile is fetched whenever a user is logged in; a failure is only logged.
  const query = useQuery({
    queryKey: ["header-profile", user?.id ?? user?.email ?? null],
    queryFn: async () => {
      try {
        return (
          (await api.get<{ data?: { profile_picture?: string | null; full_name?: string } }>("/profile"))
            .data ?? null
        );
      } catch (err) {
        console.error("Could not load the profile for the header", err);
        return null;
      }
    },
    enabled: !!user,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return user ? query.data : null;
}

function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const { pathname } = useLocation();
  const profile = useHeaderProfile(user);
  const close = () => setOpen(false);
  useDismiss(open, close, ref);
  // biome-ignore lint/correctness/useExhaustiveDependencies: menus close on every navigation
  useEffect(() => setOpen(false), [pathname]);
  const name = user.full_name ?? profile?.full_name ?? "";
  const picture = profile?.profile_picture ?? user.profile_image ?? user.profileImage ?? null;

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label="Account menu"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full"
      >
        <Avatar name={name} src={picture} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 min-w-48 rounded-[var(--radius-card)] border border-line bg-surface p-2 shadow-[var(--shadow-pop)]"
      >
        {name ? <li className="truncate px-3 py-2 text-sm text-muted">{name}</li> : null}
        <li>
          <Link to={paths.dashboard} className={linkClass({ isActive: false })}>
            Dashboard
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            className={`${linkClass({ isActive: false })} w-full text-left`}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

function AuthActions({ user, stacked = false }: { user: SessionUser | null; stacked?: boolean }) {
  const { pathname } = useLocation();
  if (user) return <UserMenu user={user} />;
  return (
    <div className={`flex gap-2 ${stacked ? "flex-col" : "items-center"}`}>
      <button
        type="button"
        className="btn-ghost"
        onClick={() => openLogin(pathname === paths.home ? null : pathname)}
      >
        Login
      </button>
      <Link to={paths.signup} className="btn-primary">
        Sign Up
      </Link>
    </div>
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

        <div className="hidden lg:block">
          <AuthActions user={user} />
        </div>

        <div className="flex items-center gap-2 lg:hidden">
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
