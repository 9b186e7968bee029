/**
 * Admin → Users (issue 23, ADR 0700): find accounts by name, email, phone or id, filter by role and status,
 * and manage one in a dialog: suspend (with a reason; its sessions end at once), restore, change role. Every
 * change is written to the audit log by the server. The filters live in the URL, so a search can be shared.
 */
import { ADMIN_ROLE_CHOICES, ADMIN_USER_STATUSES, type AdminUser } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { PagedTable } from "@/components/paged-list";
import { Field } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { useFilterForm } from "@/lib/filter-form";
import { formatCount, formatDate } from "@/lib/format";
import { roleTitle } from "@/lib/roles";
import { adminUsersQuery } from "../api/admin";
import { ManageAccount } from "./manage-account";

export default function UsersAdmin() {
  const { filters, page, submit, goTo, field } = useFilterForm(["query", "role", "status"]);
  const list = useQuery(adminUsersQuery({ ...filters, page }));

  return (
    <section className="flex flex-col gap-5" aria-labelledby="users-heading">
      <h2 id="users-heading" tabIndex={-1} className="text-xl font-semibold">
        Users
      </h2>
      <search>
        <form onSubmit={submit} className="card grid gap-3 p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
          <Field label="Name, email, phone or id">
            {(p) => <input {...p} type="search" className="input" {...field("query")} />}
          </Field>
          <Field label="Role">
            {(p) => (
              <select {...p} className="input" {...field("role")}>
                <option value="">Any role</option>
                {[...ADMIN_ROLE_CHOICES, "admin" as const].map((r) => (
                  <option key={r} value={r}>
                    {roleTitle(r)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Status">
            {(p) => (
              <select {...p} className="input" {...field("status")}>
                <option value="">Any status</option>
                {ADMIN_USER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s[0]?.toUpperCase() + s.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
      </search>
      <PagedTable
        query={list}
        loading="Loading accounts..."
        empty={
          <EmptyState title="No accounts match">Try a shorter name, another role or any status.</EmptyState>
        }
        before={(data) => (
          <p className="text-sm text-muted" aria-live="polite">
            {formatCount(data.meta.total, "account")}
          </p>
        )}
        caption="Accounts"
        columns={[
          { label: "Name" },
          { label: "Email and phone" },
          { label: "Role" },
          { label: "Status" },
          { label: "Joined" },
          { label: "Actions", hidden: true },
        ]}
        minWidth="min-w-[40rem]"
        pager={{ page: list.data?.meta.current_page ?? page, onPage: goTo, label: "Accounts pages" }}
      >
        {(u) => <UserRow key={u.id} user={u} />}
      </PagedTable>
    </section>
  );
}

function UserRow({ user: u }: { user: AdminUser }) {
  return (
    <tr className="border-b border-line align-top">
      <td className="py-2 pr-3">
        <span className="font-medium">{u.full_name || "No name"}</span>
        {u.kyc_verified ? <span className="ml-2 text-xs text-brand-700">Verified</span> : null}
        <span className="block text-xs text-muted">#{u.id}</span>
      </td>
      <td className="py-2 pr-3">
        <span className="block break-all">{u.email}</span>
        <span className="block text-muted">{u.phone ?? "No phone"}</span>
      </td>
      <td className="py-2 pr-3">{roleTitle(u.role)}</td>
      <td className="py-2 pr-3">
        <span className={u.status === "suspended" ? "font-medium text-negative" : undefined}>{u.status}</span>
      </td>
      <td className="py-2 pr-3">{formatDate(u.created_at)}</td>
      <td className="py-2">
        <ManageAccount user={u} />
      </td>
    </tr>
  );
}
