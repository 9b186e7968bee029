/**
 * Dashboard → Profile: every SPEC §3 profile field (missing text shows N/A), an edit form with a new picture,
 * two-step login, and deleting the profile. Only the signed-in person's own profile is ever read or changed.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Avatar } from "@/components/avatar";
import { Field, FormMessage } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { clearSession } from "@/lib/session-storage";
import { deleteProfile, type Profile, profileQuery, saveProfile, setLoginCodes } from "../api/profile";

const NA = "N/A";
const show = (v: unknown) =>
  Array.isArray(v)
    ? v.length
      ? v.join(", ")
      : NA
    : v === null || v === undefined || v === ""
      ? NA
      : String(v);

const ROLE_TITLES: Record<string, string> = {
  tenant: "Tenant",
  landlord: "Landlord",
  agent: "Agent",
  developer: "Developer",
  admin: "Admin",
};

/** What the page lists, in groups (SPEC §3 Profile). */
const GROUPS: Array<{ title: string; fields: Array<[string, string]> }> = [
  {
    title: "Contact",
    fields: [
      ["email", "Email"],
      ["phone", "Phone"],
      ["address", "Address"],
      ["city", "City"],
      ["state", "State"],
      ["country", "Country"],
      ["website", "Website"],
      ["social_media_links", "Social media"],
    ],
  },
  {
    title: "Work",
    fields: [
      ["occupation_job_title", "Occupation"],
      ["company_name", "Company"],
      ["company_employer", "Employer"],
      ["industry_field", "Industry"],
      ["years_of_experience", "Years of experience"],
      ["skills", "Skills"],
      ["certifications", "Certifications"],
      ["qualification", "Qualification"],
      ["work_experience", "Work experience"],
      ["license_number", "Licence number"],
      ["company_registration_number", "Company registration (CAC)"],
      ["number_of_employees", "Employees"],
      ["area_of_expertise", "Area of expertise"],
      ["service_description", "Services"],
      ["service_area", "Service area"],
      ["availability", "Availability"],
      ["price_range", "Price range"],
      ["business_hours", "Business hours"],
      ["portfolio", "Portfolio"],
      ["properties_managed", "Properties managed"],
      ["properties_sold", "Properties sold"],
      ["projects_completed", "Projects completed"],
    ],
  },
  {
    title: "Personal",
    fields: [
      ["date_of_birth", "Date of birth"],
      ["gender", "Gender"],
      ["marital_status", "Marital status"],
      ["language_preference", "Languages"],
      ["notification_preference", "Notifications by"],
    ],
  },
];

/** The editable fields and how the form shows them. */
const EDIT: Array<{ key: string; label: string; type?: "textarea" | "number" | "date" | "list" | "url" }> = [
  { key: "first_name", label: "First name" },
  { key: "last_name", label: "Last name" },
  { key: "bio", label: "About you", type: "textarea" },
  { key: "address", label: "Address" },
  { key: "city", label: "City / town" },
  { key: "state", label: "State" },
  { key: "occupation_job_title", label: "Occupation" },
  { key: "company_name", label: "Company" },
  { key: "website", label: "Website", type: "url" },
  { key: "years_of_experience", label: "Years of experience", type: "number" },
  { key: "skills", label: "Skills (comma separated)", type: "list" },
  { key: "language_preference", label: "Languages (comma separated)", type: "list" },
  { key: "license_number", label: "Licence number" },
  { key: "service_area", label: "Service area" },
  { key: "business_hours", label: "Business hours" },
  { key: "date_of_birth", label: "Date of birth", type: "date" },
  { key: "gender", label: "Gender" },
];

export default function ProfileSection() {
  const profile = useQuery(profileQuery);
  if (profile.isPending) return <p role="status">Loading your profile...</p>;
  if (profile.isError) return <FormMessage kind="error">{(profile.error as Error).message}</FormMessage>;
  return <ProfileView profile={profile.data} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
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
          <p className="mt-2">{show(profile.bio)}</p>
        </div>
        {!editing ? (
          <button type="button" className="btn-primary" onClick={() => setEditing(true)}>
            Edit profile
          </button>
        ) : null}
      </section>
      {editing ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        GROUPS.map((g) => (
          <section key={g.title} className="card p-5" aria-labelledby={`group-${g.title}`}>
            <h3 id={`group-${g.title}`} className="mb-3 font-semibold">
              {g.title}
            </h3>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {g.fields.map(([key, label]) => (
                <div key={key}>
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="break-words">{show(profile[key])}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))
      )}
      <Security profile={profile} />
    </div>
  );
}

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      EDIT.map(({ key, type }) => {
        const v = profile[key];
        return [
          key,
          type === "list"
            ? ((v as string[] | undefined) ?? []).join(", ")
            : v === null || v === undefined
              ? ""
              : String(v),
        ];
      }),
    ),
  );
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const fields: Record<string, unknown> = {};
      for (const { key, type } of EDIT) {
        const raw = values[key]?.trim() ?? "";
        if (type === "list")
          fields[key] = raw
            ? raw
                .split(",")
                .map((s) => s.trim())
                .filter(Boolean)
            : [];
        else fields[key] = raw === "" && key !== "first_name" && key !== "last_name" ? null : raw;
      }
      return saveProfile(fields, picture);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(profileQuery.queryKey, data);
      toast.success("Profile updated.");
      onDone();
    },
    onError: (err) => {
      const fields: Record<string, string> = {};
      if (err instanceof ApiError)
        for (const [k, list] of Object.entries(err.errors ?? {})) if (list[0]) fields[k] = list[0];
      setErrors(fields);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    save.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="card flex flex-col gap-4 p-5" aria-label="Edit profile">
      <h3 className="font-semibold">Edit profile</h3>
      {save.isError && !Object.keys(errors).length ? (
        <FormMessage kind="error">{(save.error as Error).message}</FormMessage>
      ) : null}
      {Object.keys(errors).length ? (
        <FormMessage kind="error">Please correct the highlighted fields.</FormMessage>
      ) : null}
      <Field label="Profile picture" error={errors.profile_picture} hint="JPEG, PNG or WebP, up to 10 MB.">
        {(p) => (
          <input
            {...p}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
            className="block w-full text-sm"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {EDIT.map(({ key, label, type }) => (
          <Field
            key={key}
            label={label}
            error={errors[key]}
            className={type === "textarea" ? "sm:col-span-2" : undefined}
          >
            {(p) =>
              type === "textarea" ? (
                <textarea
                  {...p}
                  className="input min-h-24"
                  value={values[key]}
                  onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                />
              ) : (
                <input
                  {...p}
                  className="input"
                  type={
                    type === "number" ? "number" : type === "date" ? "date" : type === "url" ? "url" : "text"
                  }
                  min={type === "number" ? 0 : undefined}
                  value={values[key]}
                  onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                />
              )
            }
          </Field>
        ))}
      </div>
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save profile"}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
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
    onError: (err) => toast.error((err as ApiError).firstFieldError ?? (err as Error).message),
  });
  const remove = useMutation({
    mutationFn: deleteProfile,
    onSuccess: (r) => {
      clearSession();
      toast.success(r.message);
      navigate("/");
    },
    onError: (err) => toast.error((err as Error).message),
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
