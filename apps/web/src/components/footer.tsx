/** SPEC §2 footer: About Us, Services, Quick Links, Connect With Us, the newsletter form, the copyright year. */
import { Link } from "react-router";
import { env, SOCIAL_NETWORKS, type SocialLinks } from "@/config/env";
import { paths } from "@/config/paths";
import { NewsletterForm } from "./newsletter-form";

export const FOOTER_SERVICES: { label: string; to: string }[] = [
  { label: "Buy", to: paths.propertiesSale },
  { label: "Rent", to: paths.propertiesRent },
  { label: "Let", to: paths.landlords },
  { label: "Lease", to: paths.commercial },
  { label: "Landlords", to: paths.meetTheLandlords },
  { label: "Tenants", to: paths.meetTenants },
  { label: "Property Management", to: paths.propertyManagement },
  { label: "Building Materials", to: paths.buildingMaterials },
  { label: "Short lets", to: paths.category("short-let") },
];

export const QUICK_LINKS: { label: string; to: string }[] = [
  { label: "Privacy Policy", to: paths.privacy },
  { label: "Terms and Conditions", to: paths.terms },
  { label: "FAQs", to: paths.faqs },
  { label: "Contact Us", to: paths.contact },
  { label: "Blogs", to: paths.blog },
  { label: "Caveat notices", to: paths.caveatNotices },
  { label: "Trends", to: paths.trends },
];

function SocialIcon({ name }: { name: string }) {
  // Simple monochrome marks drawn here, so the footer loads no third-party assets.
  const d: Record<string, string> = {
    Facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.4V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.2-.6.6-.6Z",
    Instagram:
      "M12 8.2A3.8 3.8 0 1 0 12 15.8 3.8 3.8 0 0 0 12 8.2Zm0 6.1A2.3 2.3 0 1 1 12 9.7a2.3 2.3 0 0 1 0 4.6ZM16.9 6.1a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8ZM12 3c-2.4 0-2.7 0-3.7.1C5.6 3.2 4.2 4.6 4.1 7.3 4 8.3 4 8.6 4 12s0 3.7.1 4.7c.1 2.7 1.5 4.1 4.2 4.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c2.7-.1 4.1-1.5 4.2-4.2.1-1 .1-1.3.1-4.7s0-3.7-.1-4.7c-.1-2.7-1.5-4.1-4.2-4.2C14.7 3 14.4 3 12 3Z",
    LinkedIn:
      "M5 9h3v11H5V9Zm1.5-5A1.7 1.7 0 1 1 6.5 7.4 1.7 1.7 0 0 1 6.5 4ZM10 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7V20h-3v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20H10V9Z",
    Twitter:
      "M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  };
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d={d[name]} />
    </svg>
  );
}

const headingClass = "mb-3 text-sm font-semibold uppercase tracking-wide text-accent-300";
const footLink = "inline-block py-1.5 text-sm text-brand-100 hover:text-white hover:underline";

/** `social`: Ile's pages on the networks (env, VITE_SOCIAL_*); a network without one is not shown, nor the heading without any. */
export function Footer({ social = env.social }: { social?: SocialLinks }) {
  const links = SOCIAL_NETWORKS.flatMap((name) => (social[name] ? [{ name, href: social[name] }] : []));
  return (
    <footer className="bg-brand-900 text-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <section aria-labelledby="footer-about" className="lg:col-span-2">
          <h2 id="footer-about" className={headingClass}>
            About Us
          </h2>
          <p className="max-w-sm text-sm text-brand-100">
            Ile is where Nigerians rent, buy, let and manage property with people whose identity has been
            checked — listings, service providers, building materials and market facts in one place.
          </p>
          <Link to={paths.about} className="btn-accent mt-4">
            Learn More
          </Link>
          <div className="mt-8">
            <h2 className={headingClass}>Newsletter</h2>
            <p className="mb-3 text-sm text-brand-100">
              New listings, caveat notices and market trends, once a week.
            </p>
            <NewsletterForm />
          </div>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Services
          </h2>
          <ul>
            {FOOTER_SERVICES.map((s) => (
              <li key={s.label}>
                <Link to={s.to} className={footLink}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={headingClass}>
            Quick Links
          </h2>
          <ul>
            {QUICK_LINKS.map((s) => (
              <li key={s.label}>
                <Link to={s.to} className={footLink}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {links.length ? (
          <section aria-labelledby="footer-connect">
            <h2 id="footer-connect" className={headingClass}>
              Connect With Us
            </h2>
            <ul className="flex gap-2">
              {links.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Ile on ${s.name}`}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                  >
                    <SocialIcon name={s.name} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="border-t border-brand-800">
        <p className="container-page py-5 text-sm text-brand-100">
          © {new Date().getFullYear()} Ile. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
