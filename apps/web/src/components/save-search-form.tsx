/**
 * The saved-search dialog (issue 37, ADR 0406): a name, instant alerts or a daily digest, and the channels (e-mail,
 * SMS, in-app (the bell), and Push where this browser can show push notifications: choosing it asks the browser's permission and
 * subscribes this browser, ADR 0410). Saves a new search from the page's filters, or edits one from the dashboard.
 * A Radix dialog keeps focus inside; the opener gives focus back when it closes. Checked with the contract's
 * `savedSearchInputSchema` (name, frequency, channels) before sending; a 422's field errors land on the fields.
 */
import {
  DEFAULT_SAVED_SEARCH_CHANNELS,
  SAVED_SEARCH_CHANNELS,
  type SavedSearch,
  type SavedSearchChannel,
  type SavedSearchParams,
  savedSearchChannelLabels,
  savedSearchInputSchema,
} from "@ile/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { paths } from "@/config/paths";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { errorText } from "@/lib/http";
import { enablePush, pushSupported } from "@/lib/push";
import {
  createSavedSearch,
  describeSavedParams,
  suggestedName,
  updateSavedSearch,
} from "@/lib/saved-searches";
import { Field, FormMessage } from "./ui/field";
import { ModalCard } from "./ui/modal";

type Channel = SavedSearchChannel;
/** The channels as people see them (issue 53): e-mail, SMS, the bell (in-app) and this browser's push. */
const CHANNELS = SAVED_SEARCH_CHANNELS.map((value) => ({
  value,
  label: savedSearchChannelLabels[value].choice,
}));

const settingsSchema = savedSearchInputSchema.pick({ name: true, frequency: true, channels: true });
type Settings = z.input<typeof settingsSchema>;

export default function SaveSearchForm({
  params,
  existing,
  onClose,
}: {
  params: SavedSearchParams;
  /** Editing this search (dashboard); otherwise a new one is saved. */
  existing?: SavedSearch;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  // Push is offered only where the browser can show it; a search already sent by push keeps that channel here.
  const [canPush] = useState(pushSupported);
  const offered = CHANNELS.filter((c) => c.value !== "push" || canPush);
  const form = useSchemaForm(settingsSchema, {
    defaultValues: {
      name: existing?.name ?? suggestedName(params),
      frequency: existing?.frequency ?? "instant",
      channels: existing?.channels ?? DEFAULT_SAVED_SEARCH_CHANNELS,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const channels = (form.watch("channels") ?? []) as Channel[];
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = existing ? "Edit saved search" : "Save this search";
  // The channels' message (the contract's "Choose at least one way to be told") is the form's alert.
  const message = error ?? errors.channels?.message;

  const submit = form.handleSubmit(async ({ name, frequency, channels }: Settings) => {
    setError(null);
    setBusy(true);
    try {
      const body = { name: name.trim(), frequency, channels };
      const r = existing
        ? await updateSavedSearch(existing.id, body)
        : await createSavedSearch({ ...body, params });
      await queryClient.invalidateQueries({ queryKey: ["saved-searches"] });
      if (existing) onClose();
      else setSaved(r.message ?? "Search saved");
    } catch (err) {
      setServerErrors(form, err);
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  });

  async function toggle(c: Channel) {
    setError(null);
    if (c === "push" && !channels.includes("push")) {
      // Choosing Push asks the browser's permission and subscribes this browser before it is ticked.
      setBusy(true);
      try {
        await enablePush();
      } catch (err) {
        setBusy(false);
        return setError(errorText(err));
      }
      setBusy(false);
    }
    const now = (form.getValues("channels") ?? []) as Channel[];
    form.setValue("channels", now.includes(c) ? now.filter((x) => x !== c) : [...now, c]);
    form.clearErrors("channels");
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <ModalCard
        title={title}
        description={describeSavedParams(existing?.params ?? params) || "All listings"}
      >
        {saved ? (
          <>
            <FormMessage kind="success">{saved}</FormMessage>
            <Link to={paths.savedSearches} className="btn-outline self-start">
              See your saved searches
            </Link>
          </>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
            <Field label="Name" error={errors.name?.message}>
              {(p) => <input {...p} className="input" maxLength={80} {...register("name")} />}
            </Field>
            <fieldset className="flex flex-col gap-2">
              <legend className="label">How often</legend>
              {(
                [
                  ["instant", "As soon as a listing matches"],
                  ["daily", "Once a day, in one e-mail"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input type="radio" value={value} {...register("frequency")} />
                  {label}
                </label>
              ))}
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="label">Tell me by</legend>
              {offered.map((c) => (
                <label key={c.value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={channels.includes(c.value)}
                    disabled={busy}
                    onChange={() => void toggle(c.value)}
                  />
                  {c.label}
                </label>
              ))}
            </fieldset>
            {message ? <FormMessage kind="error">{message}</FormMessage> : null}
            <button type="submit" className="btn-primary self-end" disabled={busy}>
              {existing ? "Save changes" : "Save search"}
            </button>
          </form>
        )}
        <Dialog.Close asChild>
          <button type="button" className="btn-ghost self-end" disabled={busy}>
            Close
          </button>
        </Dialog.Close>
      </ModalCard>
    </Dialog.Root>
  );
}
