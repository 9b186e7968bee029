import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/testing/render";
import { PageMeta, shareImage } from "../page-meta";

const ogImage = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute("content");

describe("PageMeta's share image", () => {
  it("points link previews at the JPEG copy of a stored or demo photo (WhatsApp does not read WebP)", () => {
    expect(shareImage("/uploads/properties/mf3k2-0a1b2c3d4e5f6a7b-1280.webp")).toBe(
      "/api/share-images/uploads/properties/mf3k2-0a1b2c3d4e5f6a7b-1280.jpg",
    );
    expect(shareImage("/api/photos/illustration-duplex-9-1280.webp")).toBe(
      "/api/share-images/photos/illustration-duplex-9-1280.jpg",
    );
    expect(shareImage("/icons/icon-512.png")).toBe("/icons/icon-512.png");
    expect(shareImage("https://example.com/a.webp")).toBe("https://example.com/a.webp");
  });

  it("writes an absolute JPEG URL for a listing photo, and the app icon with a small card when there is none", async () => {
    const { unmount } = renderWithRouter(
      <PageMeta
        title="A flat — Ile"
        description="A flat"
        image="/api/photos/illustration-flat-3-1280.webp"
      />,
    );
    await waitFor(() =>
      expect(ogImage()).toBe(
        `${window.location.origin}/api/share-images/photos/illustration-flat-3-1280.jpg`,
      ),
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe(
      "summary_large_image",
    );
    unmount();
    renderWithRouter(<PageMeta title="Ile" description="Property in Nigeria" />);
    await waitFor(() => expect(ogImage()).toBe(`${window.location.origin}/icons/icon-512.png`));
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary");
  });
});
