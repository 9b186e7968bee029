import { tenancyMessages as M } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes, mockService, server } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { MaintenanceForm } from "../components/maintenance-form";
import MaintenanceSection from "../components/maintenance-section";
import { request } from "./fixtures";

const seen: { path: string; auth: string | null }[] = [];
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  saveLogin({
    token: "t0ken",
    expires_in: 3600,
    user: { id: 1, full_name: "Bola Adeyemi", role: "landlord" },
  });
  // jsdom has no object URLs; the photo's bytes still come through the mock server with the bearer token.
  URL.createObjectURL = () => "blob:photo-8";
  URL.revokeObjectURL = () => {};
  seen.length = 0;
  server.use(
    http.get(`*${env.apiBase}/maintenance/photos/:id`, ({ request: r, params }) => {
      seen.push({ path: `/maintenance/photos/${params.id}`, auth: r.headers.get("authorization") });
      return new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
        headers: { "content-type": "image/webp" },
      });
    }),
  );
});
afterEach(() => {
  clearSession();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe("maintenance flow", () => {
  it("the tenant reports a problem with a photo: the request, then the photo upload to it", async () => {
    const calls = mockRoutes({
      "POST /tenancies/3/maintenance": () => [
        201,
        { status: "success", message: M.maintenanceCreated, data: request({ role: "tenant", photos: [] }) },
      ],
      "POST /maintenance/21/photos": () => [201, { status: "success", data: request({ role: "tenant" }) }],
    });
    renderWithRouter(<MaintenanceForm tenancyId={3} />);
    const form = screen.getByRole("form", { name: "Report a problem" });
    await userEvent.type(within(form).getByLabelText("What is wrong"), "Kitchen tap leaking");
    await userEvent.type(within(form).getByLabelText("Details"), "Water under the sink");
    await userEvent.selectOptions(within(form).getByLabelText("Urgency"), "urgent");
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "tap.jpg", { type: "image/jpeg" });
    await userEvent.upload(within(form).getByLabelText("Photos (up to 6)"), photo);
    await userEvent.click(within(form).getByRole("button", { name: "Send to my landlord" }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/maintenance/21/photos"));
    expect(calls[0]!.body).toEqual({
      title: "Kitchen tap leaking",
      description: "Water under the sink",
      urgency: "urgent",
    });
    const upload = calls.find((c) => c.path === "/maintenance/21/photos")!;
    const sentPhoto = upload.form!.getAll("images[]") as File[];
    expect(sentPhoto).toHaveLength(1);
    expect(new Uint8Array(await sentPhoto[0]!.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );
    await waitFor(() => expect(within(form).getByLabelText("What is wrong")).toHaveValue(""));
  });

  it("a title too short is shown on its field and nothing is sent", async () => {
    const calls = mockRoutes({});
    renderWithRouter(<MaintenanceForm tenancyId={3} />);
    const form = within(screen.getByRole("form", { name: "Report a problem" }));
    await userEvent.type(form.getByLabelText("What is wrong"), "ab");
    await userEvent.click(form.getByRole("button", { name: "Send to my landlord" }));
    expect(await form.findByText("title is required")).toBeInTheDocument();
    expect(form.getByLabelText("What is wrong")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("the landlord sees the photo through the private route, finds a provider and assigns the job", async () => {
    let current = request();
    const calls = mockRoutes({
      "GET /maintenance": () => [200, { status: "success", data: [current] }],
      "PATCH /maintenance/21": (c) => {
        current = request({
          status: "assigned",
          assignee: { id: c.body.assignee_user_id, name: "Musa Plumber" },
        });
        return [200, { status: "success", message: M.maintenanceUpdated, data: current }];
      },
    });
    const search = mockService(env.providersBase, "/service-providers.php", () => [
      200,
      {
        status: "success",
        service_providers: [{ id: 4, user_id: 55, name: "Musa Plumber", category: "Plumber", city: "Yaba" }],
      },
    ]);
    renderWithRouter(<MaintenanceSection />);
    expect(await screen.findByText("Kitchen tap leaking")).toBeInTheDocument();
    const img = await screen.findByRole("img", { name: "Photo of Kitchen tap leaking" });
    expect(img).toHaveAttribute("src", "blob:photo-8");
    expect(seen).toEqual([{ path: "/maintenance/photos/8", auth: "Bearer t0ken" }]);

    await userEvent.type(screen.getByLabelText("Find a service provider"), "plumber");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Musa Plumber · Plumber, Yaba")).toBeInTheDocument();
    expect(search[0]!.query.get("query")).toBe("plumber");
    await userEvent.click(screen.getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ assignee_user_id: 55 });
    expect(await screen.findByText(/assigned to Musa Plumber/)).toBeInTheDocument();
  });

  it("a photo the server refuses (not a party) is not shown", async () => {
    server.use(
      http.get(`*${env.apiBase}/maintenance/photos/:id`, () =>
        HttpResponse.json(
          { status: "error", statusCode: 404, message: M.photoNotFound, code: "NOT_FOUND" },
          { status: 404 },
        ),
      ),
    );
    mockRoutes({
      "GET /maintenance": () => [200, { status: "success", data: [request({ role: "assignee" })] }],
    });
    renderWithRouter(<MaintenanceSection />);
    expect(await screen.findByText("Photo of Kitchen tap leaking: could not load")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Job done" })).toBeInTheDocument();
  });
});
