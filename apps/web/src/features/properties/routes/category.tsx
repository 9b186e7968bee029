/** /category/{name}: listings of one category (apartment, duplex, land, office, …); an unknown name says so. */
import { CATEGORY_LABELS, PROPERTY_CATEGORIES, type PropertyCategory } from "@ile/contract";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import type { PageQueries } from "@/lib/page-queries";
import { ListingsView, listingsPageQuery } from "../components/listings-view";

const isCategory = (name: string): name is PropertyCategory =>
  (PROPERTY_CATEGORIES as readonly string[]).includes(name);

export const queries: PageQueries = ({ params: { name = "" }, url }) =>
  isCategory(name) ? [listingsPageQuery(url.searchParams, { category: name })] : [];

export function Component() {
  const { name = "" } = useParams();
  if (!isCategory(name))
    return (
      <EmptyState level={1} title="There is no such category">
        <title>Category not found — Ile</title>
        <p>“{name}” is not one of Ile's property categories.</p>
        <Link to={paths.categories} className="btn-primary mt-4 inline-flex">
          See all categories
        </Link>
      </EmptyState>
    );
  const label = CATEGORY_LABELS[name];
  return (
    <ListingsView
      key={name}
      title={label}
      lead={`${label} listings for rent and sale.`}
      preset={{ category: name }}
    />
  );
}
