/**
 * The helper results of a search (SPEC §7, ADR 0404): service providers, building materials, community groups and
 * caveat posts, each in its own tab panel with its cards, its pager and an empty state of its own.
 */
import {
  type CaveatPostResult,
  type GroupResult,
  type MaterialResult,
  NEWS_POST_TYPE_LABELS,
  type NewsPostType,
  type ProviderResult,
} from "@ile/contract";
import { BadgeCheck, FileWarning, Hammer, MapPin, Package, Star, Users, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import {
  formatCount,
  formatCurrency,
  formatPlace,
  formatRating,
  hasReviews,
  NO_REVIEWS_YET,
} from "@/lib/format";
import type { SearchResult } from "../api/search";
import { Highlight } from "../lib/highlight";

export type HelperKey = "service_providers" | "building_materials" | "groups" | "caveat_posts";

export const HELPER_TABS: { key: HelperKey; tab: string; label: string; empty: string }[] = [
  {
    key: "service_providers",
    tab: "providers",
    label: "Providers",
    empty: "No service providers match this search.",
  },
  {
    key: "building_materials",
    tab: "materials",
    label: "Materials",
    empty: "No building materials match this search.",
  },
  { key: "groups", tab: "groups", label: "Groups", empty: "No community groups match this search." },
  {
    key: "caveat_posts",
    tab: "notices",
    label: "Caveat notices",
    empty: "No caveat notices or news match this search.",
  },
];

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Card({ to, children }: { to: string; children: ReactNode }) {
  return (
    <article className="card p-4">
      <Link to={to} className="group flex items-start gap-3">
        {children}
      </Link>
    </article>
  );
}

function Thumb({ src, icon }: { src: string | null; icon: ReactNode }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={64}
      height={64}
      className="size-16 shrink-0 rounded-lg object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-300"
    >
      {icon}
    </span>
  );
}

export function ProviderResultCard({ item, words }: { item: ProviderResult; words: string[] }) {
  return (
    <Card to={paths.provider(item.id)}>
      <Thumb src={item.image} icon={<Wrench className="size-7" />} />
      <div className="min-w-0 flex-1">
        <h3 className="flex items-center gap-1 font-semibold text-ink group-hover:underline">
          <span className="truncate">
            <Highlight text={item.name} words={words} />
          </span>
          {item.verified ? (
            <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-brand-600" />
          ) : null}
        </h3>
        <p className="text-sm font-semibold text-brand-700">
          <Highlight text={capitalised(item.category)} words={words} />
          {item.speciality ? (
            <span className="font-normal text-muted">
              {" · "}
              <Highlight text={item.speciality} words={words} />
            </span>
          ) : null}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <Highlight text={formatPlace(item.city, item.state)} words={words} />
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
            {hasReviews(item.rating_count) ? (
              <>
                {formatRating(item.ratings)}
                <span className="sr-only"> out of 5</span> ({formatCount(item.rating_count, "review")})
              </>
            ) : (
              NO_REVIEWS_YET
            )}
          </span>
          {item.pricing ? <span>{item.pricing}</span> : null}
        </p>
      </div>
    </Card>
  );
}

export function MaterialResultCard({ item, words }: { item: MaterialResult; words: string[] }) {
  const price = Math.round((item.price * (100 - item.discount)) / 100);
  return (
    <Card to={`${paths.buildingMaterials}?id=${item.id}`}>
      <Thumb src={item.image} icon={<Package className="size-7" />} />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink group-hover:underline">
          <Highlight text={item.name} words={words} />
        </h3>
        <p className="text-sm">
          <span className="font-semibold text-brand-700">{formatCurrency(price)}</span>
          {item.discount > 0 ? (
            <>
              {" "}
              <s className="text-muted">
                <span className="sr-only">was </span>
                {formatCurrency(item.price)}
              </s>
            </>
          ) : null}
          {item.unit ? <span className="text-muted"> per {item.unit}</span> : null}
          {item.sample ? <span className="text-muted"> · sample price</span> : null}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <Highlight text={item.location} words={words} />
        </p>
      </div>
    </Card>
  );
}

export function GroupResultCard({ item, words }: { item: GroupResult; words: string[] }) {
  const place = formatPlace(item.city, item.state);
  return (
    <Card to={paths.group(item.slug)}>
      <Thumb src={null} icon={<Users className="size-7" />} />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink group-hover:underline">
          <Highlight text={item.name} words={words} />
        </h3>
        <p className="line-clamp-2 text-sm text-muted">
          <Highlight text={item.description} words={words} />
        </p>
        <p className="text-sm text-muted">
          {formatCount(item.member_count, "member")}
          {place ? ` · ${place}` : ""}
        </p>
      </div>
    </Card>
  );
}

export function CaveatPostResultCard({ item, words }: { item: CaveatPostResult; words: string[] }) {
  const label = NEWS_POST_TYPE_LABELS[item.type as NewsPostType] ?? capitalised(item.type);
  return (
    <Card to={paths.notice(item.type, item.slug)}>
      <Thumb src={null} icon={<FileWarning className="size-7" />} />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {label}
          {item.sample ? " · sample" : ""}
        </p>
        <h3 className="font-semibold text-ink group-hover:underline">
          <Highlight text={item.title} words={words} />
        </h3>
        <p className="line-clamp-2 text-sm text-muted">
          <Highlight text={item.content} words={words} />
        </p>
      </div>
    </Card>
  );
}

/** One helper tab's content: its cards and pager, or its empty state. */
export function HelperPanel({
  helper,
  result,
  words,
  onPage,
}: {
  helper: (typeof HELPER_TABS)[number];
  result: SearchResult;
  words: string[];
  onPage: (page: number) => void;
}) {
  const group = result[helper.key];
  if (!group.data.length)
    return (
      <div className="card flex flex-col items-center gap-2 p-8 text-center text-muted">
        <Hammer aria-hidden="true" className="size-8 text-brand-300" />
        <p>{helper.empty}</p>
      </div>
    );
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {helper.key === "service_providers"
          ? result.service_providers.data.map((item) => (
              <ProviderResultCard key={item.id} item={item} words={words} />
            ))
          : helper.key === "building_materials"
            ? result.building_materials.data.map((item) => (
                <MaterialResultCard key={item.id} item={item} words={words} />
              ))
            : helper.key === "groups"
              ? result.groups.data.map((item) => <GroupResultCard key={item.id} item={item} words={words} />)
              : result.caveat_posts.data.map((item) => (
                  <CaveatPostResultCard key={item.id} item={item} words={words} />
                ))}
      </div>
      <Pagination
        page={group.pagination.current_page}
        lastPage={group.pagination.last_page}
        onPage={onPage}
        label={`${helper.label} pages`}
      />
    </>
  );
}
