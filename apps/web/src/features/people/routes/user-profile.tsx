import { useParams } from "react-router";
import type { PageQueries } from "@/lib/page-queries";
import { ProfileView, profileQuery } from "../components/profile-view";

export const queries: PageQueries = ({ params: { id = "" }, url }) => [profileQuery(id, url.searchParams)];

export function Component() {
  const { id = "" } = useParams();
  return <ProfileView key={id} profileKey={id} />;
}
