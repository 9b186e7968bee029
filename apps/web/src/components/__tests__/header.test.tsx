import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { useUiState } from "@/lib/ui-store";
import { renderWithRouter } from "@/testing/render";
import { Footer } from "../footer";
import { Header } from "../header";

afterEach(() => clearSession());

function LoginOpenProbe() {
  return <output data-testid="login-open">{useUiState().loginOpen ? "open" : "closed"}</output>;
}

const desktopNav = () => screen.getAllByRole("navigation", { name: "Main" })[0]!;

describe("Header (desktop dropdowns)", () => {
  it("opens one group at a time and closes on Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const nav = desktopNav();
    const people = within(nav).getByRole("button", { name: "People" });
    const resources = within(nav).getByRole("button", { name: "Resources" });
    await user.click(people);
    expect(people).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Blacklist" })).toBeVisible();
    await user.click(resources);
    expect(resources).toHaveAttribute("aria-expanded", "true");
    expect(people).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Escape}");
    expect(resources).toHaveAttribute("aria-expanded", "false");
    expect(resources).toHaveFocus();
  });

  it("closes the open dropdown when the route changes and marks the active link", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Header />, { routes: ["blog"] });
    const nav = desktopNav();
    const resources = within(nav).getByRole("button", { name: "Resources" });
    await user.click(resources);
    await user.click(within(nav).getByRole("link", { name: "Blog" }));
    expect(router.state.location.pathname).toBe("/blog");
    expect(resources).toHaveAttribute("aria-expanded", "false");
    await user.click(resources);
    expect(within(nav).getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  });

  it("Resources leads to the caveat notices, and so does the footer (issue 38)", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <Header />
        <Footer />
      </>,
    );
    const nav = desktopNav();
    await user.click(within(nav).getByRole("button", { name: "Resources" }));
    expect(within(nav).getByRole("link", { name: "Caveat notices" })).toHaveAttribute(
      "href",
      "/caveat-notices",
    );
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Caveat notices" })).toHaveAttribute(
      "href",
      "/caveat-notices",
    );
  });

  it("closes on a click outside", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const people = within(desktopNav()).getByRole("button", { name: "People" });
    await user.click(people);
    await user.click(document.body);
    expect(people).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Header (mobile menu)", () => {
  it("toggles the menu and expands one group at a time", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const menu = document.getElementById("mobile-navigation")!;
    expect(menu).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(menu).toBeVisible();
    const services = within(menu).getByRole("button", { name: "Property Services" });
    const properties = within(menu).getByRole("button", { name: "Properties" });
    await user.click(services);
    await user.click(properties);
    expect(properties).toHaveAttribute("aria-expanded", "true");
    expect(services).toHaveAttribute("aria-expanded", "false");
    await user.click(within(menu).getByRole("link", { name: "Property Auction" }));
    expect(menu).not.toBeVisible();
  });
});

describe("Header (session)", () => {
  it("signed out: Login opens the login modal and Sign Up links to /signup", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <Header />
        <LoginOpenProbe />
      </>,
    );
    const banner = screen.getByRole("banner");
    expect(within(banner).getAllByRole("link", { name: "Sign Up" })[0]).toHaveAttribute("href", "/signup");
    await user.click(within(banner).getAllByRole("button", { name: "Login" })[0]!);
    expect(screen.getByTestId("login-open")).toHaveTextContent("open");
  });

  it("signed in: an avatar with initials and a menu with Dashboard and Logout", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t", expires_in: 3600, user: { full_name: "chioma adaeze okoro", role: "agent" } });
    renderWithRouter(<Header />);
    const [avatarButton] = screen.getAllByRole("button", { name: "Account menu" });
    expect(avatarButton).toHaveTextContent("CA");
    await user.click(avatarButton!);
    expect(screen.getAllByRole("link", { name: "Dashboard" })[0]).toHaveAttribute("href", "/dashboard");
    expect(screen.getAllByRole("button", { name: "Logout" })[0]).toBeVisible();
    expect(screen.queryByRole("button", { name: "Login" })).toBeNull();
  });

  it("falls back to 'User' without a name, and follows a sign-out in another tab", async () => {
    saveLogin({ token: "t", expires_in: 3600, user: { role: "user" } });
    renderWithRouter(<Header />);
    expect(screen.getAllByRole("button", { name: "Account menu" })[0]).toHaveTextContent("User");
    act(() => {
      localStorage.removeItem("auth_token");
      window.dispatchEvent(new StorageEvent("storage", { key: "auth_token" }));
    });
    expect(screen.queryByRole("button", { name: "Account menu" })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Login" }).length).toBeGreaterThan(0);
  });
});
