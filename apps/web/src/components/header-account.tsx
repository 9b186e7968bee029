/** The header's account corner: Login / Sign Up when signed out, the avatar menu (Dashboard, Logout) when signed in. */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { logout, type SessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { Avatar } from "./avatar";
import { linkClass, useDismiss } from "./header-menu";

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

export function AuthActions({ user, stacked = false }: { user: SessionUser | null; stacked?: boolean }) {
  if (user) return <UserMenu user={user} />;
  return (
    <div className={`flex gap-2 ${stacked ? "flex-col" : "items-center"}`}>
      <button
        type="button"
        className="btn-ghost"
        // SPEC §2 login modal: from the header, success goes to /dashboard. A guard or an action that asks for a
        // login passes its own page instead (issue 38).
        onClick={() => openLogin(null)}
      >
        Login
      </button>
      <Link to={paths.signup} className="btn-primary">
        Sign Up
      </Link>
    </div>
  );
}
