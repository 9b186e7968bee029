import { Directory } from "../components/directory";

/** /agent */
export function Component() {
  return (
    <Directory
      title="Agents"
      lead="Estate agents across Nigeria, with their listings and ratings from people who dealt with them."
      personRole="agent"
    />
  );
}
