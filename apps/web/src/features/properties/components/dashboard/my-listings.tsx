/**
 * Dashboard → My listings (agents, landlords, developers, admins): my listings in every status with a status
 * changer, edit and delete; `?new=1` shows the create form, `?edit={slug}` the edit form with the photos. The
 * view lives in the URL so the back button and reloads keep it.
 */
import {
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  type Property,
  type PropertyStatus,
  propertyMessages,
  propertyStatusLabel,
} from "@ile/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Building2, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedList } from "@/components/paged-list";
import { QueryState } from "@/components/query-state";
import { StatusBadge } from "@/components/status-badge";
import { FormMessage } from "@/components/ui/field";
import { ModalCard } from "@/components/ui/modal";
import { paths } from "@/config/paths";
import { formatCount, formatDate, formatPlace, formatRent } from "@/lib/format";
import { errorText } from "@/lib/http";
import { toast } from "@/lib/toast";
import {
  createListing,
  deleteListing,
  editListingQuery,
  myListingsQuery,
  setListingStatus,
  updateListing,
} from "../../api/manage";
import { ImageManager } from "./image-manager";
import { ListingForm } from "./listing-form";

export default function MyListingsSection() {
  const [params] = useSearchParams();
  const edit = params.get("edit");
  if (params.get("new")) return <CreateListing />;
  if (edit) return <EditListing slug={edit} />;
  return <ListingList />;
}

function BackLink() {
  return (
    <Link to="?" className="btn-ghost self-start">
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to my listings
    </Link>
  );
}

function useHeadingFocus() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function CreateListing() {
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const heading = useHeadingFocus();
  return (
    <section aria-labelledby="new-listing-title" className="flex flex-col gap-4">
      <BackLink />
      <h2 id="new-listing-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        New listing
      </h2>
      <p className="text-sm text-muted">Save the details first; you can add up to 20 photos next.</p>
      <ListingForm
        submitLabel="Create listing"
        onSubmit={async (input) => {
          const res = await createListing(input);
          queryClient.setQueryData(editListingQuery(res.data.slug).queryKey, res.data);
          await queryClient.invalidateQueries({ queryKey: ["properties", "mine"] });
          toast.success(`${res.message ?? "Listing created"}. Now add photos.`);
          setParams({ edit: res.data.slug });
        }}
      />
    </section>
  );
}

function EditListing({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const listing = useQuery(editListingQuery(slug));
  const heading = useHeadingFocus();
  const [saved, setSaved] = useState<string | null>(null);
  const update = (p: Property) => {
    queryClient.setQueryData(editListingQuery(slug).queryKey, p);
    void queryClient.invalidateQueries({ queryKey: ["properties", "mine"] });
  };
  return (
    <section aria-labelledby="edit-listing-title" className="flex flex-col gap-4">
      <BackLink />
      <h2 id="edit-listing-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Edit listing
      </h2>
      <QueryState
        query={listing}
        loading="Loading the listing..."
        skeleton="lines"
        error={(err) => (
          <FormMessage kind="error">
            {err.status === 404 ? "This listing does not exist or was deleted." : err.message}
          </FormMessage>
        )}
      >
        {(data) => (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge status={data.status} />
              <Link to={paths.property(data.slug)} className="font-semibold text-brand-700 underline">
                View the public page
              </Link>
            </p>
            <ImageManager listing={data} onChange={update} />
            <ListingForm
              listing={data}
              submitLabel="Save changes"
              onSubmit={async (input) => {
                setSaved(null);
                const res = await updateListing(slug, input);
                update(res.data);
                setSaved(res.message ?? "Listing updated");
              }}
            />
            {saved ? <FormMessage kind="success">{saved}</FormMessage> : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

function ListingList() {
  const [page, setPage] = useState(1);
  const list = useQuery(myListingsQuery(page));
  return (
    <section aria-labelledby="my-listings-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-listings-title" className="text-xl font-semibold">
          My listings
        </h2>
        <Link to="?new=1" className="btn-primary">
          <Plus aria-hidden="true" className="size-4" /> Add a listing
        </Link>
      </div>
      <PagedList
        query={list}
        loading="Loading your listings..."
        empty={
          <div className="card flex flex-col items-start gap-2 p-6">
            <Building2 aria-hidden="true" className="size-8 text-brand-600" />
            <p className="font-semibold">You have no listings yet</p>
            <p className="text-muted">
              Add your first property for rent or sale; it appears in search at once.
            </p>
          </div>
        }
        before={(reply) => <p className="text-sm text-muted">{formatCount(reply.meta.total, "listing")}</p>}
        pager={{ page, onPage: setPage, label: "Listing pages" }}
      >
        {(p) => (
          <li key={p.id}>
            <ListingRow property={p} />
          </li>
        )}
      </PagedList>
    </section>
  );
}

function ListingRow({ property: p }: { property: Property }) {
  const id = useId();
  const queryClient = useQueryClient();
  const status = useMutation({
    mutationFn: (s: PropertyStatus) => setListingStatus(p.slug, s),
    onSuccess: (res) => {
      toast.success(`Status changed to ${propertyStatusLabel(res.data.status)}`);
      return queryClient.invalidateQueries({ queryKey: ["properties"] });
    },
  });
  return (
    <article className="card flex gap-3 p-3" aria-labelledby={`${id}-title`}>
      <div className="aspect-[4/3] w-24 shrink-0 self-start overflow-hidden rounded-[var(--radius-control)] bg-canvas sm:w-40">
        {p.cover ? (
          <img
            src={p.cover}
            alt=""
            loading="lazy"
            width={320}
            height={240}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center p-1 text-center text-xs text-muted">
            No photo yet
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          {p.taken_down ? (
            <span className="rounded-full bg-negative px-2 py-0.5 text-xs font-semibold text-white">
              Taken down
            </span>
          ) : (
            <StatusBadge status={p.status} />
          )}
          <span className="text-xs text-muted">
            {formatCount(p.images.length, "photo")} · {formatCount(p.stats.views, "view")} · listed{" "}
            {formatDate(p.created_at)}
          </span>
        </div>
        <h3 id={`${id}-title`} className="font-semibold">
          <Link to={paths.property(p.slug)} className="hover:underline">
            {p.title}
          </Link>
        </h3>
        <p className="font-semibold text-brand-800">
          {formatRent(p.price, p.listing_type === "rent" ? p.rent_period : null)}
        </p>
        <p className="text-sm text-muted">{formatPlace(p.address.city, p.address.state)}</p>
        {p.taken_down ? (
          <p role="note" className="text-sm" data-testid="taken-down">
            {propertyMessages.takenDownOwner}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${id}-status`} className="label">
              Status<span className="sr-only"> of {p.title}</span>
            </label>
            <select
              id={`${id}-status`}
              className="input w-40"
              value={status.isPending ? status.variables : p.status}
              disabled={status.isPending}
              onChange={(e) => status.mutate(e.target.value as PropertyStatus)}
            >
              {PROPERTY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PROPERTY_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <Link to={`?edit=${encodeURIComponent(p.slug)}`} className="btn-outline">
            <Pencil aria-hidden="true" className="size-4" /> Edit<span className="sr-only"> {p.title}</span>
          </Link>
          <DeleteListing property={p} />
        </div>
        {status.isError ? <FormMessage kind="error">{errorText(status.error)}</FormMessage> : null}
      </div>
    </article>
  );
}

function DeleteListing({ property: p }: { property: Property }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteListing(p.slug),
    onSuccess: async (res) => {
      setOpen(false);
      toast.success(res.message ?? "Listing deleted");
      await queryClient.invalidateQueries({ queryKey: ["properties"] });
    },
  });
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (remove.isPending ? null : setOpen(o))}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-outline text-negative">
          <Trash2 aria-hidden="true" className="size-4" /> Delete<span className="sr-only"> {p.title}</span>
        </button>
      </Dialog.Trigger>
      <ModalCard
        title="Delete this listing?"
        description={`"${p.title}" will no longer be shown to anyone. This cannot be undone here.`}
      >
        {remove.isError ? <FormMessage kind="error">{remove.error.message}</FormMessage> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <button type="button" className="btn-outline" disabled={remove.isPending}>
              Keep it
            </button>
          </Dialog.Close>
          <button
            type="button"
            className="btn bg-status-sold text-white"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? "Deleting..." : "Delete listing"}
          </button>
        </div>
      </ModalCard>
    </Dialog.Root>
  );
}
