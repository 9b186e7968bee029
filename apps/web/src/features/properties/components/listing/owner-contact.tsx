/**
 * Call or WhatsApp the listing's owner. The API sends the owner's phone only to a viewer who may see it
 * (ADR 0214, decided like the owner's premium profile); everyone else is told how they could.
 */
import type { OwnerContact as Contact } from "@ile/contract";
import { MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { openLogin } from "@/lib/ui-store";
import { telLink, whatsappChat } from "../../lib/contact-links";

export function OwnerContact({
  contact,
  owner,
  listing,
}: {
  contact: Contact | undefined;
  owner: { name: string; slug: string | null };
  listing: { slug: string; title: string; url: string };
}) {
  if (!contact) return null;
  const profile = owner.slug ? (
    <Link to={paths.profile(owner.slug)} className="btn-outline">
      See {owner.name}'s profile
    </Link>
  ) : null;
  let body: ReactNode;
  if (contact.phone) {
    const hello = `Hello, I saw your listing "${listing.title}" on Ile: ${listing.url}`;
    body = (
      <div className="grid grid-cols-2 gap-2">
        <a href={telLink(contact.phone)} className="btn-primary" aria-label={`Call ${owner.name}`}>
          <Phone aria-hidden="true" className="size-4" /> Call
        </a>
        <a
          href={whatsappChat(contact.phone, hello)}
          target="_blank"
          rel="noreferrer"
          className="btn-outline"
          aria-label={`WhatsApp ${owner.name}`}
        >
          <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp
        </a>
      </div>
    );
  } else if (contact.access === "full") {
    body = (
      <p className="text-sm text-muted">The owner has not added a phone number. Send an enquiry below.</p>
    );
  } else if (contact.access === "sign_in") {
    body = (
      <>
        <p className="text-sm text-muted">
          Members who have unlocked the owner's profile, or whose plan includes it, can call them from here.
        </p>
        <button type="button" className="btn-outline" onClick={() => openLogin(paths.property(listing.slug))}>
          Log in to call the owner
        </button>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-muted">
          {contact.access === "allowance"
            ? "Your plan can show the owner's phone number: choose to see it on their profile."
            : "The owner's phone number is part of their premium profile: unlock it on their profile, or send an enquiry below."}
        </p>
        {profile}
      </>
    );
  }
  return (
    <section className="card flex flex-col gap-3 p-5" aria-labelledby="owner-contact-title">
      <h2 id="owner-contact-title" className="text-lg font-semibold">
        Call the owner
      </h2>
      {body}
    </section>
  );
}
