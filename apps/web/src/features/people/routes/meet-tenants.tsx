import { Directory } from "../components/directory";

/** /meet-tenants */
export function Component() {
  return <Directory title="Meet tenants" lead="Tenants looking for homes on Ile." personRole="tenant" />;
}
