/** Issue 50: the dashboard's WhatsApp switch — on with a verified phone (the consent's date shown), off at once. */
import { whatsappMessages as M, type WhatsAppSettings } from "@ile/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import WhatsAppSection from "../components/whatsapp-section";

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const off: WhatsAppSettings = {
  enabled: false,
  phone: "+2348031234567",
  phone_verified: true,
  consented_at: null,
  opted_out_at: null,
};

function serve(start: WhatsAppSettings) {
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 5, full_name: "Ada Obi", role: "tenant" } });
  const sent: unknown[] = [];
  let now = start;
  mockRoutes({
    "GET /whatsapp/me": () => [200, { status: "success", data: now }],
    "PUT /whatsapp/me": (call) => {
      sent.push(call.body);
      const enabled = (call.body as { enabled: boolean }).enabled;
      now = enabled
        ? { ...now, enabled, consented_at: "2026-12-08T09:00:00.000Z", opted_out_at: null }
        : { ...now, enabled, consented_at: null, opted_out_at: "2026-12-08T10:00:00.000Z" };
      return [200, { status: "success", message: enabled ? M.on : M.off, data: now }];
    },
  });
  return sent;
}

describe("Dashboard → WhatsApp", () => {
  it("turns WhatsApp on, shows when I agreed, and off again", async () => {
    const sent = serve(off);
    renderWithRouter(<WhatsAppSection />);
    const box = await screen.findByRole("checkbox", { name: new RegExp(M.toggleLabel) });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/\+2348031234567/)).toBeInTheDocument();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(await screen.findByText(/You agreed on/)).toBeInTheDocument();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(sent).toEqual([{ enabled: true }, { enabled: false }]);
  });

  it("asks for a verified phone before it can be turned on", async () => {
    serve({ ...off, phone_verified: false });
    renderWithRouter(<WhatsAppSection />);
    const box = await screen.findByRole("checkbox", { name: new RegExp(M.toggleLabel) });
    expect(box).toBeDisabled();
    expect(screen.getByText(M.verifyPhoneFirst)).toBeInTheDocument();
  });
});
