/**
 * Dashboard → Verification → Registration numbers (issue 22, ADR 0903): an agent or developer gives the LASRERA
 * registration number, anyone a CAC number. The format is checked here with the contract's rules and again by
 * the server; each number shows its check (waiting, checked, not confirmed with the reason). The badge appears
 * on the profile and the listings only once an admin has checked the number against the register.
 */
import {
  BADGE_LABELS,
  type BadgeCheck,
  badgeSubmitSchema,
  normaliseCac,
  normaliseLasrera,
  trustMessages,
} from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck as BadgeIcon, Clock, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { CORRECT_FIELDS, setServerErrors, useSchemaForm } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { errorText } from "@/lib/http";
import { badgesQuery, submitBadges } from "../api/profile";

/** The contract's body, with the format rules the server applies (its messages, verbatim). */
export const badgeFormSchema = badgeSubmitSchema.superRefine((b, ctx) => {
  if (!b.lasrera_number && !b.cac_number)
    ctx.addIssue({ code: "custom", path: ["lasrera_number"], message: trustMessages.badgeNumberRequired });
  if (b.lasrera_number && !normaliseLasrera(b.lasrera_number))
    ctx.addIssue({ code: "custom", path: ["lasrera_number"], message: trustMessages.lasreraFormat });
  if (b.cac_number && !normaliseCac(b.cac_number))
    ctx.addIssue({ code: "custom", path: ["cac_number"], message: trustMessages.cacFormat });
});

function CheckState({ check }: { check: BadgeCheck | null }) {
  if (!check) return null;
  if (check.status === "approved")
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <BadgeIcon aria-hidden="true" className="size-4 text-positive" /> {check.number}: checked on{" "}
        {formatDate(check.reviewed_at)}. Your profile and listings show "{BADGE_LABELS[check.kind]}".
      </p>
    );
  if (check.status === "pending")
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <Clock aria-hidden="true" className="size-4 text-status-pending" /> {check.number}: waiting for a
        check (submitted {formatDate(check.submitted_at)}).
      </p>
    );
  return (
    <p className="flex items-start gap-2 text-sm text-negative" role="status">
      <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {check.number}: not confirmed. Reason:{" "}
      {check.reason}
    </p>
  );
}

export function BadgesForm() {
  const id = useId();
  const qc = useQueryClient();
  const status = useQuery(badgesQuery);
  const form = useSchemaForm(badgeFormSchema, { defaultValues: { lasrera_number: "", cac_number: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const send = useMutation({ mutationFn: submitBadges });

  const submit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        const r = await send.mutateAsync({
          lasrera_number: values.lasrera_number || undefined,
          cac_number: values.cac_number || undefined,
        });
        qc.setQueryData(badgesQuery.queryKey, r.data);
        form.reset({ lasrera_number: "", cac_number: "" });
        setMessage({ kind: "success", text: r.message });
      } catch (err) {
        setMessage({ kind: "error", text: setServerErrors(form, err) ? CORRECT_FIELDS : errorText(err) });
      }
    },
    () => setMessage({ kind: "error", text: CORRECT_FIELDS }),
  );

  return (
    <QueryState
      query={status}
      loading="Loading your registration numbers..."
      skeleton="lines"
      error={(error) => <FormMessage kind="error">{errorText(error)}</FormMessage>}
    >
      {(s) => (
        <form
          className="card flex flex-col gap-4 p-5"
          aria-labelledby={`${id}-title`}
          onSubmit={submit}
          noValidate
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Registration numbers
          </h2>
          <p className="text-sm text-muted">
            Our team checks each number against the public register. Only then do your profile and listings
            show the badge. A new number replaces the old one and is checked again.
          </p>
          {s.lasrera_allowed ? (
            <div className="flex flex-col gap-2">
              <Field
                label="LASRERA registration number"
                error={errors.lasrera_number?.message}
                hint="Lagos agents and developers must register with LASRERA, e.g. LASRERA/AG/2025/001234"
              >
                {(p) => <input {...p} {...register("lasrera_number")} className="input" autoComplete="off" />}
              </Field>
              <CheckState check={s.lasrera} />
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <Field
              label="CAC number (companies and business names)"
              error={errors.cac_number?.message}
              hint="RC 1234567, BN 1234567 or IT 123456"
            >
              {(p) => <input {...p} {...register("cac_number")} className="input" autoComplete="off" />}
            </Field>
            <CheckState check={s.cac} />
          </div>
          {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
          <button type="submit" className="btn-primary self-start" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send for a check"}
          </button>
        </form>
      )}
    </QueryState>
  );
}
