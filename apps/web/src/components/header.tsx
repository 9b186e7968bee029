import { Link } from "react-router";
import { paths } from "@/config/paths";

export function Header() {
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex h-16 items-center justify-between">
        <Link to={paths.home} className="text-xl font-semibold text-brand-700">
          Ile
        </Link>
      </div>
    </header>
  );
}
