export function Footer() {
  return (
    <footer className="bg-brand-900 text-white">
      <div className="container-page py-8 text-sm">
        © {new Date().getFullYear()} Ile. All rights reserved.
      </div>
    </footer>
  );
}
