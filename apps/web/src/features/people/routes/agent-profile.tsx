import { useParams } from "react-router";
import { ProfileView } from "../components/profile-view";

export function Component() {
  const { id = "" } = useParams();
  return <ProfileView key={id} profileKey={id} pathRole="agent" />;
}
