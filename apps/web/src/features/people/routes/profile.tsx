import { useParams } from "react-router";
import { ProfileView } from "../components/profile-view";

export function Component() {
  const { slug = "" } = useParams();
  return <ProfileView key={slug} profileKey={slug} />;
}
