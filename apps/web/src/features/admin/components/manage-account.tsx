/**
 * The "Manage" dialog of an account in Admin → Users: its details, then suspend (reason required) or restore,
 * and change role. Radix Dialog keeps focus inside and returns it to the button on close. Server messages
 * (field errors included) are shown in the dialog; a success closes it and refreshes the list and the log.
 */
import {
  ADMIN_ROLE_CHOICES,
  type AdminUser,
  adminRestoreSchema,
  adminRoleSchema,
  adminSuspendSchema,
} from "@ile/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { ModalCard } from "@/components/ui/modal";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formatDate } from "@/lib/format";
import type { ApiError } from "@/lib/http";
import { roleTitle } from "@/lib/roles";
import { toast } from "@/lib/toast";
import { type AccountAction, adminKeys, changeAccount } from "../api/admin";

const errorOf = (err: ApiError) => err.firstFieldError ?? err.message;

/** An empty reason is no reason (optional for a restore or a role change, required to suspend). */
const reasonOf = (v: { reason: string }) => ({ reason: v.reason.trim() || undefined });
const suspendFormSchema = bodySchema(
  (v: { reason: string }) => ({ reason: v.reason.trim() }),
  adminSuspendSchema,
);
const restoreFormSchema = bodySchema(reasonOf, adminRestoreSchema);
const roleFormSchema = adminRoleSchema.pick({ role: true });

export function ManageAccount({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const suspended = user.status === "suspended";
  const reasonForm = useSchemaForm(suspended ? restoreFormSchema : suspendFormSchema, {
    defaultValues: { reason: "" },
  });
  const roleForm = useSchemaForm(roleFormSchema, {
    defaultValues: { role: ADMIN_ROLE_CHOICES.find((r) => r !== user.role) ?? "tenant" },
  });
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (action: AccountAction) => changeAccount(user.id, action),
    onSuccess: (r) => {
      toast.success(r.message ?? "Saved");
      setOpen(false);
      reasonForm.reset({ reason: "" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
    onError: (err) => {
      // The reason's error shows under the reason, the role's under the role.
      setServerErrors(reasonForm, err);
      setServerErrors(roleForm, err);
      setError(errorOf(err));
    },
  });
  const send = (action: AccountAction) => {
    setError(null);
    change.mutate(action);
  };
  const suspendOrRestore = reasonForm.handleSubmit((v) => {
    const { reason } = reasonOf(v);
    send(suspended ? { kind: "restore", reason } : { kind: "suspend", reason: reason ?? "" });
  });
  // The reason (optional here) comes from the field above; the server checks it with the role.
  const changeRole = roleForm.handleSubmit(({ role }) =>
    send({ kind: "role", role, reason: reasonOf(reasonForm.getValues()).reason }),
  );
  const name = user.full_name || user.email;
  const isAdmin = user.role === "admin";

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (change.isPending) return;
        setOpen(o);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="btn-outline min-h-11" aria-label={`Manage ${name}`}>
          Manage
        </button>
      </Dialog.Trigger>
      <ModalCard
        title={name}
        description={`${roleTitle(user.role)} · ${user.status} · joined ${formatDate(user.created_at)}`}
        wide
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Email</dt>
          <dd className="break-all">
            {user.email} {user.email_verified ? "(verified)" : "(not verified)"}
          </dd>
          <dt className="text-muted">Phone</dt>
          <dd>
            {user.phone ?? "None"}{" "}
            {user.phone ? (user.phone_verified ? "(verified)" : "(not verified)") : null}
          </dd>
          <dt className="text-muted">Identity</dt>
          <dd>{user.kyc_verified ? "KYC verified" : "Not verified"}</dd>
        </dl>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        {isAdmin ? (
          <p className="text-sm">Admin accounts are changed from the command line (npm run admin:create).</p>
        ) : (
          <>
            <form className="flex flex-col gap-3" noValidate onSubmit={suspendOrRestore}>
              <Field
                label={suspended ? "Reason for restoring (optional)" : "Reason for suspending"}
                hint="Kept in the audit log."
                error={reasonForm.formState.errors.reason?.message}
              >
                {(p) => (
                  <textarea
                    {...p}
                    {...reasonForm.register("reason")}
                    className="input min-h-20"
                    required={!suspended}
                    maxLength={500}
                  />
                )}
              </Field>
              <button
                type="submit"
                className={suspended ? "btn-primary" : "btn bg-status-sold text-white"}
                disabled={change.isPending}
              >
                {suspended ? "Restore account" : "Suspend account"}
              </button>
            </form>
            <form
              className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-end"
              noValidate
              onSubmit={changeRole}
            >
              <Field label="New role" className="flex-1" error={roleForm.formState.errors.role?.message}>
                {(p) => (
                  <select {...p} {...roleForm.register("role")} className="input">
                    {ADMIN_ROLE_CHOICES.filter((r) => r !== user.role).map((r) => (
                      <option key={r} value={r}>
                        {roleTitle(r)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <button type="submit" className="btn-outline" disabled={change.isPending}>
                Change role
              </button>
            </form>
          </>
        )}
        <Dialog.Close asChild>
          <button type="button" className="btn-ghost self-end" disabled={change.isPending}>
            Close
          </button>
        </Dialog.Close>
      </ModalCard>
    </Dialog.Root>
  );
}
