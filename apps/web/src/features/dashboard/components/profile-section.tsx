/**
 * Dashboard → Profile: every SPEC §3 profile field the person filled in (dates through formatDate), what is still
 * missing as prompts that open the form at that field (issue 53 item 4: no wall of "N/A"), and an
 * edit form for every one of them in the groups of lib/profile-fields.ts (personal, professional, business,
 * preferences; the groups of the person's role; lists as tags, dates as date inputs), a new picture, changing the
 * login e-mail or phone (verified, contact-change.tsx), price-drop alerts on saved listings (ADR 0029), two-step
 * login, and deleting the profile. Only the signed-in person's own profile is ever read or changed.
 */
import { notificationMessages } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Avatar } from "@/components/avatar";
import { QueryState } from "@/components/query-state";
import { formatDate } from "@/lib/format";
import { clearSession } from "@/lib/session-storage";
import { toast } from "@/lib/toast";
import {
  deleteProfile,
  type Profile,
  preferencesQuery,
  profileQuery,
  setLoginCodes,
  setPriceDrops,
} from "../api/profile";
import { groupsFor, type ProfileField } from "../lib/profile-fields";
import { ContactChange } from "./contact-change";

// The form loads when "Edit" is pressed: the profile's first load carries no form kit (issue 48).
const ProfileForm = lazy(() => import("./profile-form").then((m) => ({ default: m.ProfileForm })));

/** Nothing stored: an empty text, list or number. */
const isMissing = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && !v.length);

/** A stored value as the page shows it: lists joined, dates through the date formatter, choices by label. */
function show(field: ProfileField, v: unknown): string {
  if (Array.isArray(v)) return v.join(", ");
  if (field.type === "date") return formatDate(String(v));
  return field.options?.find(([value]) => value === v)?.[1] ?? String(v);
}

/** The summary card shows the bio already; the groups list the rest. */
const notInSummary = (f: ProfileField) => f.key !== "bio";

const ROLE_TITLES: Record<string, string> = {
  tenant: "Tenant",
  landlord: "Landlord",
  agent: "Agent",
  developer: "Developer",
  admin: "Admin",
};

/** Contact details the edit form leaves alone (the email and phone are the login; changing them is verified). */
const CONTACT: ProfileField[] = [
  { key: "email", label: "Email" },
  { key: "phone", label: "Phone" },
];

export default function ProfileSection() {
  const profile = useQuery(profileQuery);
  return (
    <QueryState query={profile} loading="Loading your profile..." skeleton="lines">
      {(data) => <ProfileView profile={data} />}
    </QueryState>
  );
}

/** "Add …" prompts for the fields a group still misses; each opens the edit form at its field. */
function Missing({ fields, onAdd }: { fields: ProfileField[]; onAdd: (key: string) => void }) {
  if (!fields.length) return null;
  return (
    <div className="mt-4">
      <p className="text-sm text-muted">Not filled in yet: add what people should know.</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {fields.map((f) => (
          <li key={f.key}>
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-dashed border-line px-3 text-sm text-brand-700 hover:bg-brand-50"
              onClick={() => onAdd(f.key)}
            >
              <Plus aria-hidden="true" className="size-4" />
              <span className="sr-only">Add </span>
              {f.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [focus, setFocus] = useState<string | undefined>();
  const edit = (key?: string) => {
    setFocus(key);
    setEditing(true);
  };
  return (
    <div className="flex flex-col gap-6">
      <section className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center" aria-label="Summary">
        <Avatar name={profile.full_name} src={profile.profile_picture} size={88} />
        <div className="flex-1">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            {profile.full_name}
            {profile.verified_at ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-700">
                <BadgeCheck aria-hidden="true" className="size-4" /> Verified
              </span>
            ) : null}
          </h2>
          <p className="text-muted">
            {ROLE_TITLES[profile.role] ?? profile.role} · Member since{" "}
            {formatDate(String(profile.created_at ?? ""))}
          </p>
          <p className="mt-1 text-sm text-muted">
            Profile key: <span className="font-mono">{profile.unique_key}</span>
          </p>
          {isMissing(profile.bio) ? (
            <button
              type="button"
              className="mt-2 inline-flex min-h-11 items-center gap-1 text-brand-700 underline"
              onClick={() => edit("bio")}
            >
              <Plus aria-hidden="true" className="size-4" /> Add a few words about you
            </button>
          ) : (
            <p className="mt-2">{profile.bio}</p>
          )}
        </div>
        {!editing ? (
          <button type="button" className="btn-primary" onClick={() => edit()}>
            Edit profile
          </button>
        ) : null}
      </section>
      {editing ? (
        <Suspense fallback={<p role="status">Loading...</p>}>
          <ProfileForm profile={profile} focus={focus} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        [{ id: "contact", title: "Contact", fields: CONTACT }, ...groupsFor(profile.role)].map((g) => (
          <section key={g.id} className="card p-5" aria-labelledby={`group-${g.id}`}>
            <h3 id={`group-${g.id}`} className="mb-3 font-semibold">
              {g.title}
            </h3>
            <GroupFields group={g} profile={profile} onAdd={edit} />
            {g.id === "contact" ? (
              <div className="mt-4">
                <ContactChange profile={profile} />
              </div>
            ) : null}
          </section>
        ))
      )}
      <Alerts />
      <Security profile={profile} />
    </div>
  );
}

/** A group's filled-in fields, then prompts for the missing ones (the contact's are changed below, verified). */
function GroupFields({
  group,
  profile,
  onAdd,
}: {
  group: { id: string; fields: ProfileField[] };
  profile: Profile;
  onAdd: (key: string) => void;
}) {
  const fields = group.fields.filter(notInSummary);
  const filled = fields.filter((f) => !isMissing(profile[f.key as keyof Profile]));
  const missing = fields.filter((f) => isMissing(profile[f.key as keyof Profile]));
  return (
    <>
      {filled.length ? (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {filled.map((f) => (
            <div key={f.key}>
              <dt className="text-sm text-muted">{f.label}</dt>
              <dd className="break-words">{show(f, profile[f.key as keyof Profile])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {group.id === "contact" ? (
        missing.length ? (
          <p className="mt-3 text-sm text-muted">
            No {missing.map((f) => f.label.toLowerCase()).join(" or ")} yet: add one below.
          </p>
        ) : null
      ) : (
        <Missing fields={missing} onAdd={onAdd} />
      )}
    </>
  );
}

/** What the person chose to be told (ADR 0029): price drops on the listings they saved. */
function Alerts() {
  const queryClient = useQueryClient();
  const prefs = useQuery(preferencesQuery);
  const change = useMutation({
    mutationFn: setPriceDrops,
    onSuccess: (r) => {
      toast.success(r.message ?? notificationMessages.preferencesSaved);
      queryClient.setQueryData(preferencesQuery.queryKey, r.data);
    },
    onError: (err) => toast.error(err.firstFieldError ?? err.message),
  });
  return (
    <section className="card flex flex-col gap-3 p-5" aria-labelledby="alerts-title">
      <h3 id="alerts-title" className="font-semibold">
        Notifications
      </h3>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={prefs.data?.price_drops ?? true}
          disabled={!prefs.data || change.isPending}
          onChange={(e) => change.mutate(e.target.checked)}
          className="size-5"
        />
        <span>
          Tell me when a listing I saved gets cheaper (e-mail, the bell and push notifications if I turned
          them on)
        </span>
      </label>
    </section>
  );
}

function Security({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const codes = useMutation({
    mutationFn: (enabled: boolean) => setLoginCodes(enabled),
    onSuccess: (r) => {
      toast.success(r.message);
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
    onError: (err) => toast.error(err.firstFieldError ?? err.message),
  });
  const remove = useMutation({
    mutationFn: deleteProfile,
    onSuccess: (r) => {
      clearSession();
      toast.success(r.message);
      navigate("/");
    },
    onError: (err) => toast.error(err.message),
  });
  return (
    <section className="card flex flex-col gap-4 p-5" aria-labelledby="security-title">
      <h3 id="security-title" className="font-semibold">
        Security
      </h3>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={profile.login_codes}
          disabled={codes.isPending || profile.role === "admin"}
          onChange={(e) => codes.mutate(e.target.checked)}
          className="size-5"
        />
        <span>
          Ask for a 6-digit code after my password when I log in
          {profile.role === "admin" ? " (always on for admins)" : ""}
        </span>
      </label>
      {!confirming ? (
        <button
          type="button"
          className="btn-outline self-start text-negative"
          onClick={() => setConfirming(true)}
        >
          Delete my profile
        </button>
      ) : (
        <div
          role="alertdialog"
          aria-labelledby="delete-title"
          className="rounded-[var(--radius-control)] border border-line p-4"
        >
          <p id="delete-title" className="font-semibold">
            Delete your profile? You will be logged out everywhere and this cannot be undone.
          </p>
          <div className="mt-3 flex gap-3">
            <button
              type="button"
              className="btn-primary bg-negative"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
            >
              Yes, delete it
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: focus the safe choice when the confirmation opens */}
            <button type="button" className="btn-outline" onClick={() => setConfirming(false)} autoFocus>
              Keep my profile
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
