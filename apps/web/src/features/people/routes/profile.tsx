import { useParams } from "react-router";
import type { PageQueries } from "@/lib/page-queries";
import { ProfileView, profileQuery } from "../components/profile-view";

export const queries: PageQueries = ({ params: { slug = "" }, url }) => [
  profileQuery(slug, url.searchParams),
];

export function Component() {
  const { slug = "" } = useParams();
  return <ProfileView key={slug} profileKey={slug} />;
}
