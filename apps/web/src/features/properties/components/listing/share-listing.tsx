/**
 * Share a listing: the device's own share sheet (Web Share API) where there is one; otherwise a disclosure with
 * "Copy link" and "Share on WhatsApp" (wa.me with the listing's address).
 */
import { Copy, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { whatsappShare } from "../../lib/contact-links";

export function ShareListing({ title, url }: { title: string; url: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const panelId = useId();

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to do. Any other failure falls back to the links.
        if (error instanceof Error && error.name === "AbortError") return;
      }
    }
    setOpen((o) => !o);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copied");
    } catch {
      toast.error("The link could not be copied. Copy it from the address bar.");
    }
  }

  return (
    <div className="relative">
      <button
        type="button"
        className="btn-outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={share}
      >
        <Share2 aria-hidden="true" className="size-4" /> Share
      </button>
      {open ? (
        <div id={panelId} className="card absolute left-0 z-10 mt-2 flex w-56 flex-col gap-1 p-2">
          <button type="button" className="btn-ghost justify-start" onClick={copy}>
            <Copy aria-hidden="true" className="size-4" /> {copied ? "Link copied" : "Copy link"}
          </button>
          <a
            className="btn-ghost justify-start"
            href={whatsappShare(`${title} ${url}`)}
            target="_blank"
            rel="noreferrer"
          >
            Share on WhatsApp
          </a>
        </div>
      ) : null}
    </div>
  );
}
