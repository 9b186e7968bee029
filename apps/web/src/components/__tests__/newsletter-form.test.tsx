import { messages } from "@ile/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/http";
import { NewsletterForm } from "../newsletter-form";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("NewsletterForm", () => {
  it("idle → submitting (disabled, 'Subscribing...') → success (message, email cleared)", async () => {
    const user = userEvent.setup();
    const reply = deferred<{ message: string }>();
    const subscribe = vi.fn(() => reply.promise);
    render(<NewsletterForm subscribe={subscribe} />);
    const email = screen.getByLabelText("Email address");
    await user.type(email, "ada@example.ng");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("button", { name: messages.newsletter.subscribing })).toBeDisabled();
    expect(email).toBeDisabled();
    expect(subscribe).toHaveBeenCalledWith({
      email: "ada@example.ng",
      platform: "ile-website",
      honeypot: "",
    });
    reply.resolve({ message: "Welcome aboard" });
    expect(await screen.findByText("Welcome aboard")).toBeVisible();
    expect(email).toHaveValue("");
    expect(email).toBeEnabled();
  });

  it("shows the server's message on failure and keeps the email", async () => {
    const user = userEvent.setup();
    render(
      <NewsletterForm
        subscribe={() => Promise.reject(new ApiError(422, "Please enter a valid email address"))}
      />,
    );
    await user.type(screen.getByLabelText("Email address"), "ada@localhost");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(screen.getByLabelText("Email address")).toHaveValue("ada@localhost");
  });

  it("falls back to 'An error occurred' when there is no message", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm subscribe={() => Promise.reject(new ApiError(500, ""))} />);
    await user.type(screen.getByLabelText("Email address"), "ada@example.ng");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.newsletter.error);
  });

  it("hides the honeypot from people and assistive technology", () => {
    const { container } = render(<NewsletterForm subscribe={vi.fn()} />);
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
