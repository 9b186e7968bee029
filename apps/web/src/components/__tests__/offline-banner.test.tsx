import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_MESSAGE, OfflineBanner } from "../offline-banner";

function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe("OfflineBanner", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says nothing while online, shows the offline message when the connection drops, and goes when it is back", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole("status")).toBeNull();

    goOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_MESSAGE);

    goOnline(true);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the message at once when the page opens offline", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_MESSAGE);
  });
});
