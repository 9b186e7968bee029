import { pushMessages, savedSearchMessages } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savedParamsOfList, savedParamsOfSearch } from "@/lib/saved-searches";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { SaveSearchButton } from "../save-search-button";

function LoginProbe() {
  return <output data-testid="login">{useUiState().loginOpen ? "open" : "closed"}</output>;
}

const signIn = () =>
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });

afterEach(() => {
  clearSession();
  closeLogin();
  vi.unstubAllGlobals();
});

/**
 * A browser that can show push notifications: a service worker registration whose push manager subscribes with
 * the key it is given, and a Notification permission prompt answered `answer`.
 */
function pushBrowser(answer: NotificationPermission) {
  const subscribed: { applicationServerKey: Uint8Array }[] = [];
  const requestPermission = vi.fn(async () => answer);
  const subscription = {
    toJSON: () => ({
      endpoint: "https://push.example.net/send/abc",
      expirationTime: null,
      keys: { p256dh: "BPk", auth: "au" },
    }),
  };
  const reg = {
    pushManager: {
      getSubscription: async () => null,
      subscribe: async (o: { applicationServerKey: Uint8Array }) => {
        subscribed.push(o);
        return subscription;
      },
    },
  };
  vi.stubGlobal(
    "Notification",
    Object.assign(function Notification() {}, { permission: "default", requestPermission }),
  );
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => reg, ready: Promise.resolve(reg) },
  });
  return {
    subscribed,
    requestPermission,
    restore: () => Reflect.deleteProperty(navigator, "serviceWorker"),
  };
}

const saved = {
  id: 3,
  name: "flat in Lekki",
  params: { query: "flat", city: "Lekki" },
  frequency: "daily" as const,
  channels: ["email" as const, "sms" as const],
  paused: false,
  created_at: "2026-11-27T10:00:00.000Z",
  updated_at: "2026-11-27T10:00:00.000Z",
};

describe("the current filters as a saved search's parameters", () => {
  it("keeps /search-results' parameters and turns a listing list's into the search's names", () => {
    expect(
      savedParamsOfSearch(
        new URLSearchParams("query=flat&city=Lekki&maxPrice=5000000&page=2&type=properties"),
      ),
    ).toEqual({ query: "flat", city: "Lekki", maxPrice: "5000000" });
    expect(
      savedParamsOfList(new URLSearchParams("state=Lagos&min_price=100000&bedrooms=3&sort=newest&page=2"), {
        listing_type: "rent",
        category: "duplex",
      }),
    ).toEqual({
      state: "Lagos",
      minPrice: "100000",
      bedroomCount: "3",
      listingType: "rent",
      category: "duplex",
    });
  });
});

describe("Save this search (issue 37)", () => {
  it("signed out: opens the login instead of saving anything", async () => {
    const calls = mockApi();
    renderWithRouter(
      <>
        <SaveSearchButton params={{ query: "flat" }} />
        <LoginProbe />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save this search" }));
    expect(screen.getByTestId("login")).toHaveTextContent("open");
    expect(calls).toHaveLength(0);
  });

  it("is not offered without a word, a place or a filter", () => {
    signIn();
    mockApi();
    renderWithRouter(<SaveSearchButton params={{}} />);
    expect(screen.queryByRole("button", { name: "Save this search" })).toBeNull();
  });

  it("saves the filters with a name, frequency and channels, and gives focus back when closed", async () => {
    signIn();
    const calls = mockApi(
      route("POST /saved-searches", () => [
        201,
        { status: "success", message: savedSearchMessages.created, data: saved },
      ]),
    );
    renderWithRouter(<SaveSearchButton params={{ query: "flat", city: "Lekki" }} />);
    const button = screen.getByRole("button", { name: "Save this search" });
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Save this search" });
    expect(dialog).toHaveTextContent("“flat” · Lekki");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText("Name")).toHaveValue("flat in Lekki");
    expect(screen.queryByLabelText(/push/i)).toBeNull();
    // Issue 53: the bell is a channel of its own, named as people see it, and on by default with e-mail.
    expect(screen.getByLabelText("E-mail")).toBeChecked();
    expect(screen.getByLabelText("In-app (the bell on Ile)")).toBeChecked();

    await userEvent.click(screen.getByLabelText("E-mail"));
    await userEvent.click(screen.getByLabelText("In-app (the bell on Ile)"));
    await userEvent.click(screen.getByRole("button", { name: "Save search" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one way to be told");
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Name"));
    await userEvent.click(screen.getByRole("button", { name: "Save search" }));
    expect(await screen.findByText(savedSearchMessages.nameRequired)).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByLabelText("E-mail"));
    await userEvent.click(screen.getByLabelText("SMS (text message)"));
    await userEvent.click(screen.getByLabelText("Once a day, in one e-mail"));
    await userEvent.clear(screen.getByLabelText("Name"));
    await userEvent.type(screen.getByLabelText("Name"), "Lekki flats");
    await userEvent.click(screen.getByRole("button", { name: "Save search" }));
    expect(await screen.findByText(savedSearchMessages.created)).toBeVisible();
    expect(calls.at(-1)!.body).toEqual({
      name: "Lekki flats",
      frequency: "daily",
      channels: ["email", "sms"],
      params: { query: "flat", city: "Lekki" },
    });
    expect(screen.getByRole("link", { name: "See your saved searches" })).toHaveAttribute(
      "href",
      "/dashboard/saved-searches",
    );
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("offers Push where the browser can show it: choosing it asks permission and subscribes this browser", async () => {
    signIn();
    const browser = pushBrowser("granted");
    try {
      const calls = mockApi(
        route("GET /push/key", () => [200, { status: "success", data: { public_key: "AQID" } }]),
        route("POST /push/subscriptions", () => [
          201,
          {
            status: "success",
            message: pushMessages.subscribed,
            data: {
              id: 1,
              endpoint: "https://push.example.net/send/abc",
              created_at: "2026-11-27T10:00:00.000Z",
            },
          },
        ]),
        route("POST /saved-searches", () => [
          201,
          {
            status: "success",
            message: savedSearchMessages.created,
            data: { ...saved, channels: ["email", "push"] },
          },
        ]),
      );
      renderWithRouter(<SaveSearchButton params={{ query: "flat" }} />);
      await userEvent.click(screen.getByRole("button", { name: "Save this search" }));
      const push = await screen.findByLabelText("Push (notifications in this browser)");
      expect(push).not.toBeChecked();
      await userEvent.click(push);
      expect(browser.requestPermission).toHaveBeenCalledOnce();
      expect(push).toBeChecked();
      // The server's key, decoded from URL-safe base64, is what the browser subscribed with.
      expect([...browser.subscribed[0]!.applicationServerKey]).toEqual([1, 2, 3]);
      const sub = calls.find((c) => c.method === "POST" && c.path === "/push/subscriptions");
      expect(sub!.body).toEqual({
        endpoint: "https://push.example.net/send/abc",
        expirationTime: null,
        keys: { p256dh: "BPk", auth: "au" },
      });
      await userEvent.click(screen.getByRole("button", { name: "Save search" }));
      expect(await screen.findByText(savedSearchMessages.created)).toBeVisible();
      expect(calls.at(-1)!.body).toMatchObject({ channels: ["email", "in_app", "push"] });
    } finally {
      browser.restore();
    }
  });

  it("leaves Push off and says why when notifications are refused", async () => {
    signIn();
    const browser = pushBrowser("denied");
    try {
      const calls = mockApi();
      renderWithRouter(<SaveSearchButton params={{ query: "flat" }} />);
      await userEvent.click(screen.getByRole("button", { name: "Save this search" }));
      const push = await screen.findByLabelText("Push (notifications in this browser)");
      await userEvent.click(push);
      expect(await screen.findByRole("alert")).toHaveTextContent(pushMessages.permissionDenied);
      expect(push).not.toBeChecked();
      expect(calls).toHaveLength(0);
    } finally {
      browser.restore();
    }
  });

  it("keeps a search's push channel when edited in a browser without push", async () => {
    signIn();
    const calls = mockApi(
      route(`PUT /saved-searches/${saved.id}`, () => [
        200,
        { status: "success", message: savedSearchMessages.updated, data: saved },
      ]),
    );
    renderWithRouter(
      <SaveSearchButton params={{}} existing={{ ...saved, channels: ["email", "push"] }} label="Edit" />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit saved search" });
    expect(screen.queryByLabelText(/push/i)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ channels: ["email", "push"] });
  });

  it("shows the server's message when the search is refused", async () => {
    signIn();
    mockApi(
      route("POST /saved-searches", () => [
        409,
        { status: "error", statusCode: 409, message: savedSearchMessages.limit, code: "SAVED_SEARCH_LIMIT" },
      ]),
    );
    renderWithRouter(<SaveSearchButton params={{ query: "duplex" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Save this search" }));
    await userEvent.click(await screen.findByRole("button", { name: "Save search" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(savedSearchMessages.limit);
  });
});
