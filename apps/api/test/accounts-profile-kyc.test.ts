import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, multipartForm, type TestApp } from "./helpers.ts";

let t: TestApp;
let png: Buffer;
let jpegWithGps: Buffer;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2f855a" } })
    .png()
    .toBuffer();
  jpegWithGps = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#c05621" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-exif-marker" } })
    .toBuffer();
});
afterAll(() => t.close());

const multipart = multipartForm;

const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(2000, 1)]);

describe("profile", () => {
  it("GET /api/profile answers every SPEC §3 field, with status and data", async () => {
    const { auth, user } = await createUser(t.app, { role: "agent", phone: "+2348031112222" });
    const res = await t.app.inject({ url: "/api/profile", headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("success");
    for (const field of [
      "id",
      "unique_key",
      "role",
      "first_name",
      "last_name",
      "full_name",
      "email",
      "phone",
      "address",
      "city",
      "state",
      "country",
      "profile_picture",
      "bio",
      "years_of_experience",
      "occupation_job_title",
      "company_name",
      "company_employer",
      "industry_field",
      "skills",
      "certifications",
      "website",
      "social_media_links",
      "license_number",
      "company_registration_number",
      "service_area",
      "availability",
      "price_range",
      "portfolio",
      "business_hours",
      "date_of_birth",
      "dob",
      "gender",
      "marital_status",
      "number_of_employees",
      "qualification",
      "work_experience",
      "verified_at",
      "slug",
      "created_at",
      "updated_at",
      "notification_preference",
      "language_preference",
      "deleted_at",
      "properties_managed",
      "properties_sold",
      "projects_completed",
      "reviews",
      "area_of_expertise",
      "service_description",
    ]) {
      expect(body.data, field).toHaveProperty(field);
    }
    expect(body.data).toMatchObject({
      email: user.email,
      phone: "+2348031112222",
      role: "agent",
      skills: [],
      reviews: [],
    });
    expect(body.data.unique_key).toMatch(/^ILE-[A-Z2-9]{10}$/);
  });

  it("POST /api/create/profile takes multipart with key[] lists and a picture, re-encoded without metadata", async () => {
    const { auth } = await createUser(t.app, { role: "landlord" });
    const form = await multipart(
      {
        bio: "Landlord in Surulere with six flats.",
        city: "Surulere",
        state: "Lagos",
        years_of_experience: "7",
        "skills[]": ["Tenant screening", "Facility management"],
        "language_preference[]": ["English", "Yoruba"],
        date_of_birth: "1985-04-12",
        website: "https://ile.ng/adaobi",
      },
      { profile_picture: [jpegWithGps, "me.jpg"] },
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create/profile",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      bio: "Landlord in Surulere with six flats.",
      city: "Surulere",
      years_of_experience: 7,
      skills: ["Tenant screening", "Facility management"],
      language_preference: ["English", "Yoruba"],
      date_of_birth: "1985-04-12",
    });
    expect(data.profile_picture).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    const picture = await t.app.inject({ url: data.profile_picture });
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
    expect(picture.rawPayload.includes(Buffer.from("secret-exif-marker"))).toBe(false);
  });

  it("PUT /api/update/profile changes what is sent, clears with null, and refuses bad values with field errors", async () => {
    const { auth } = await createUser(t.app);
    const ok = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: auth,
      payload: { occupation_job_title: "Nurse", address: "12 Adeola Odeku St", city: "Victoria Island" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ occupation_job_title: "Nurse", city: "Victoria Island" });
    const cleared = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: auth,
      payload: { address: null },
    });
    expect(cleared.json().data).toMatchObject({ address: null, occupation_job_title: "Nurse" });

    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: auth,
      payload: {
        years_of_experience: -2,
        website: "javascript:alert(1)",
        date_of_birth: "2999-01-01",
        first_name: "",
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      "date_of_birth",
      "first_name",
      "website",
      "years_of_experience",
    ]);
    const after = await t.app.inject({ url: "/api/profile", headers: auth });
    expect(after.json().data.occupation_job_title).toBe("Nurse");
  });

  it("refuses a renamed executable as profile picture and stores nothing", async () => {
    const { auth } = await createUser(t.app);
    const form = await multipart({ bio: "x" }, { profile_picture: [exe, "holiday.jpg"] });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create/profile",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.profile_picture).toEqual(["The file must be a JPEG, PNG, WebP or GIF image"]);
    const after = await t.app.inject({ url: "/api/profile", headers: auth });
    expect(after.json().data.profile_picture).toBeNull();
  });

  it("DELETE /api/profile soft-deletes, ends every session and frees the email", async () => {
    const { auth, user } = await createUser(t.app, { password: "Delete-me-2026" });
    const res = await t.app.inject({ method: "DELETE", url: "/api/profile", headers: auth });
    expect(res.json()).toEqual({ status: "success", message: "Your profile has been deleted." });
    const [row] = await t.database.query<{ deleted: boolean }>(
      "select deleted_at is not null as deleted from profiles where user_id = $1",
      [user.id],
    );
    expect(row!.deleted).toBe(true);
    expect((await t.app.inject({ url: "/api/profile", headers: auth })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email, password: "Delete-me-2026" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ url: "/api/profile" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/update/profile", payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe("KYC", () => {
  const submit = async (
    auth: Record<string, string>,
    over: Record<string, string> = {},
    files?: Record<string, [Buffer, string]>,
  ) => {
    const form = await multipart(
      { document_type: "nin_slip", document_number: "12345678901", ...over },
      files ?? { document_front: [png, "nin.png"], selfie: [jpegWithGps, "me.jpg"] },
    );
    return t.app.inject({
      method: "POST",
      url: "/api/kyc/submit",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
  };

  /** A NIN no other test uses (11 digits). */
  const freshNin = () => String(20_000_000_000 + Math.floor(Math.random() * 70_000_000_000));
  const approve = (admin: { auth: Record<string, string> }, id: number, payload?: object) =>
    t.app.inject({ method: "POST", url: `/api/admin/kyc/${id}/approve`, headers: admin.auth, payload });
  const pendingOf = async (admin: { auth: Record<string, string> }, userId: number) =>
    (await t.app.inject({ url: "/api/admin/kyc?status=pending&limit=100", headers: admin.auth }))
      .json()
      .data.find((k: { user: { id: number } }) => k.user.id === userId);

  it("the same NIN already verified for another account: named to the admin, approved only when confirmed", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const first = await createUser(t.app, { role: "agent", firstName: "Tunde", lastName: "Bakare" });
    const second = await createUser(t.app, { role: "landlord", firstName: "Kunle", lastName: "Ade" });
    const nin = freshNin();
    expect((await submit(first.auth, { document_number: nin })).statusCode).toBe(201);
    expect(
      (await submit(second.auth, { document_number: `${nin.slice(0, 4)} ${nin.slice(4)}` })).statusCode,
    ).toBe(201);
    // Both pending: nothing approved yet, so no warning on either.
    expect((await pendingOf(admin, second.user.id)).approved_elsewhere).toEqual([]);
    expect((await approve(admin, (await pendingOf(admin, first.user.id)).id)).statusCode).toBe(200);

    const pending = await pendingOf(admin, second.user.id);
    expect(pending.approved_elsewhere).toEqual([
      { user_id: first.user.id, full_name: "Tunde Bakare", email: first.user.email },
    ]);
    const refused = await approve(admin, pending.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "KYC_DUPLICATE",
      message: `Not approved: this document number is already verified for another account: Tunde Bakare (${first.user.email}, account ${first.user.id}). Confirm you checked it to approve anyway.`,
    });
    expect((await approve(admin, pending.id, { acknowledge_duplicate: false })).statusCode).toBe(409);
    expect((await approve(admin, pending.id, { acknowledge_duplicate: "yes" })).statusCode).toBe(422);
    // Refused: nothing changed.
    expect((await t.app.inject({ url: "/api/kyc/status", headers: second.auth })).json().data.status).toBe(
      "pending",
    );
    expect(
      (await t.app.inject({ url: "/api/profile", headers: second.auth })).json().data.verified_at,
    ).toBeNull();
    const noLog = await t.app.inject({
      url: `/api/admin/audit?target_type=kyc&target_id=${pending.id}`,
      headers: admin.auth,
    });
    expect(noLog.json().data).toEqual([]);

    // Confirmed: approved, and the audit log says whose document it also was.
    expect((await approve(admin, pending.id, { acknowledge_duplicate: true })).statusCode).toBe(200);
    const log = (
      await t.app.inject({
        url: `/api/admin/audit?target_type=kyc&target_id=${pending.id}`,
        headers: admin.auth,
      })
    ).json().data;
    expect(log[0]).toMatchObject({
      action: "kyc.approve",
      after: { status: "approved", user_id: second.user.id, duplicate_of: [first.user.id] },
    });
    // Rejecting never needs the confirmation.
    const third = await createUser(t.app, { role: "tenant" });
    expect((await submit(third.auth, { document_number: nin })).statusCode).toBe(201);
    const thirdKyc = await pendingOf(admin, third.user.id);
    expect(thirdKyc.approved_elsewhere.map((h: { user_id: number }) => h.user_id)).toEqual([
      first.user.id,
      second.user.id,
    ]);
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/admin/kyc/${thirdKyc.id}/reject`,
      headers: admin.auth,
      payload: { reason: "This NIN is already verified on another account." },
    });
    expect(rejected.statusCode).toBe(200);
  });

  it("two approvals of one NIN at once: one is approved, the other is refused as a duplicate", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const a = await createUser(t.app, { role: "agent" });
    const b = await createUser(t.app, { role: "agent" });
    const nin = freshNin();
    expect((await submit(a.auth, { document_number: nin })).statusCode).toBe(201);
    expect((await submit(b.auth, { document_number: nin })).statusCode).toBe(201);
    const ids = [(await pendingOf(admin, a.user.id)).id, (await pendingOf(admin, b.user.id)).id];
    const results = await Promise.all(ids.map((id) => approve(admin, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe("KYC_DUPLICATE");
    const statuses = await Promise.all(
      [a, b].map(
        async (u) => (await t.app.inject({ url: "/api/kyc/status", headers: u.auth })).json().data.status,
      ),
    );
    expect(statuses.sort()).toEqual(["approved", "pending"]);
  });

  it("submit → pending → admin approves → verified; the status shows each step", async () => {
    const person = await createUser(t.app, { role: "agent" });
    const admin = await createUser(t.app, { role: "admin" });
    expect((await t.app.inject({ url: "/api/kyc/status", headers: person.auth })).json()).toEqual({
      status: "success",
      data: { status: "none" },
    });
    const res = await submit(person.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: "pending",
      document_type: "nin_slip",
      document_number: "•••••••8901",
    });
    expect((await submit(person.auth)).statusCode).toBe(409);

    const list = await t.app.inject({ url: "/api/admin/kyc?status=pending", headers: admin.auth });
    const mine = list.json().data.find((k: { user: { id: number } }) => k.user.id === person.user.id);
    expect(mine).toMatchObject({ document_number: "12345678901", status: "pending" });
    const front = await t.app.inject({ url: mine.files.front, headers: admin.auth });
    expect(front.statusCode).toBe(200);
    expect(front.headers["content-type"]).toBe("image/webp");
    expect(front.headers["cache-control"]).toBe("private, no-store");

    const approve = await t.app.inject({
      method: "POST",
      url: `/api/admin/kyc/${mine.id}/approve`,
      headers: admin.auth,
    });
    expect(approve.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/admin/kyc/${mine.id}/approve`, headers: admin.auth }))
        .statusCode,
    ).toBe(409);
    const status = (await t.app.inject({ url: "/api/kyc/status", headers: person.auth })).json().data;
    expect(status.status).toBe("approved");
    const profile = (await t.app.inject({ url: "/api/profile", headers: person.auth })).json().data;
    expect(profile.verified_at).not.toBeNull();
    // The decision is in the audit log: who, what, before → after (issue 23).
    const log = (
      await t.app.inject({
        url: `/api/admin/audit?target_type=kyc&target_id=${mine.id}`,
        headers: admin.auth,
      })
    ).json();
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      action: "kyc.approve",
      before: { status: "pending", user_id: person.user.id },
      after: { status: "approved", user_id: person.user.id },
    });
    expect(log.data[0].actor.id).toBe(admin.user.id);
  });

  it("reject with a reason → resubmit allowed only after a rejection", async () => {
    const person = await createUser(t.app);
    const admin = await createUser(t.app, { role: "admin" });
    const resubmitEarly = await multipart(
      { document_type: "nin_slip", document_number: "12345678901" },
      { document_front: [png, "a.png"], selfie: [png, "b.png"] },
    );
    const early = await t.app.inject({
      method: "POST",
      url: "/api/kyc/resubmit",
      headers: { ...person.auth, ...resubmitEarly.headers },
      payload: resubmitEarly.payload,
    });
    expect(early.statusCode).toBe(409);

    const id = (await submit(person.auth)).json().data.id;
    const noReason = await t.app.inject({
      method: "POST",
      url: `/api/admin/kyc/${id}/reject`,
      headers: admin.auth,
      payload: {},
    });
    expect(noReason.statusCode).toBe(422);
    await t.app.inject({
      method: "POST",
      url: `/api/admin/kyc/${id}/reject`,
      headers: admin.auth,
      payload: { reason: "The selfie is blurred." },
    });
    const status = (await t.app.inject({ url: "/api/kyc/status", headers: person.auth })).json().data;
    expect(status).toMatchObject({ status: "rejected", reason: "The selfie is blurred." });
    const rejected = (
      await t.app.inject({ url: `/api/admin/audit?target_type=kyc&target_id=${id}`, headers: admin.auth })
    ).json().data;
    expect(rejected).toMatchObject([
      { action: "kyc.reject", reason: "The selfie is blurred.", after: { status: "rejected" } },
    ]);

    const form = await multipart(
      { document_type: "international_passport", document_number: "a12345678" },
      { document_front: [png, "p.png"], selfie: [png, "s.png"] },
    );
    const again = await t.app.inject({
      method: "POST",
      url: "/api/kyc/resubmit",
      headers: { ...person.auth, ...form.headers },
      payload: form.payload,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ status: "pending", document_type: "international_passport" });
  });

  it("checks document numbers, required files and file content", async () => {
    const person = await createUser(t.app);
    const badNumber = await submit(person.auth, { document_number: "1234" });
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.json().errors.document_number).toEqual(["A NIN has 11 digits."]);
    const badType = await submit(person.auth, { document_type: "library_card" });
    expect(badType.json().errors.document_type).toBeDefined();
    const missing = await submit(person.auth, {}, { document_front: [png, "f.png"] });
    expect(missing.json().errors.selfie).toEqual(["Upload a selfie (a photo of your face)."]);
    const renamed = await submit(
      person.auth,
      {},
      { document_front: [exe, "nin.pdf"], selfie: [png, "s.png"] },
    );
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.document_front).toEqual([
      "The file must be an image (JPEG, PNG, WebP) or a PDF",
    ]);
    const pdfSelfie = await submit(
      person.auth,
      {},
      {
        document_front: [Buffer.from("%PDF-1.4\n%%EOF"), "nin.pdf"],
        selfie: [Buffer.from("%PDF-1.4\n%%EOF"), "me.pdf"],
      },
    );
    expect(pdfSelfie.json().errors.selfie).toBeDefined();
    expect((await t.app.inject({ url: "/api/kyc/status", headers: person.auth })).json().data.status).toBe(
      "none",
    );
  });

  it("refuses files over 10 MB with 413", async () => {
    const person = await createUser(t.app);
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await submit(person.auth, {}, { document_front: [big, "big.png"], selfie: [png, "s.png"] });
    expect(res.statusCode).toBe(413);
  });
});

describe("nobody reads or changes another person's profile or KYC", () => {
  it("table of endpoints × another user's ids", async () => {
    const owner = await createUser(t.app, { role: "agent" });
    const intruder = await createUser(t.app, { role: "landlord" });
    const form = await multipart(
      { document_type: "nin_slip", document_number: "10987654321" },
      { document_front: [png, "f.png"], back: [png, "b.png"], selfie: [png, "s.png"] },
    );
    const kyc = (
      await t.app.inject({
        method: "POST",
        url: "/api/kyc/submit",
        headers: { ...owner.auth, ...form.headers },
        payload: form.payload,
      })
    ).json().data;

    // Files of someone else: 404, whether or not they exist.
    for (const which of ["front", "selfie", "back"]) {
      const res = await t.app.inject({ url: `/api/kyc/files/${kyc.id}/${which}`, headers: intruder.auth });
      expect(res.statusCode, which).toBe(404);
    }
    expect((await t.app.inject({ url: `/api/kyc/files/${kyc.id}/front` })).statusCode).toBe(401);
    // Admin endpoints: 403 with the SPEC message for a non-admin.
    for (const [method, url] of [
      ["GET", "/api/admin/kyc"],
      ["POST", `/api/admin/kyc/${kyc.id}/approve`],
      ["POST", `/api/admin/kyc/${kyc.id}/reject`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: intruder.auth,
        payload: method === "POST" ? { reason: "nope nope" } : undefined,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("You do not have permission for this action");
    }
    // Profile calls take no id: an id in the body or query is ignored, so only one's own profile changes.
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/update/profile?user_id=${owner.user.id}`,
      headers: intruder.auth,
      payload: { user_id: owner.user.id, id: owner.profile.id, bio: "hijacked" },
    });
    expect(put.statusCode).toBe(200);
    const ownerProfile = (await t.app.inject({ url: "/api/profile", headers: owner.auth })).json().data;
    expect(ownerProfile.bio).toBeNull();
    expect(
      (await t.app.inject({ url: `/api/profile?user_id=${owner.user.id}`, headers: intruder.auth })).json()
        .data.id,
    ).toBe(intruder.profile.id);
    const status = (
      await t.app.inject({ url: `/api/kyc/status?user_id=${owner.user.id}`, headers: intruder.auth })
    ).json().data;
    expect(status).toEqual({ status: "none" });
    // The owner still sees their own files.
    expect(
      (await t.app.inject({ url: `/api/kyc/files/${kyc.id}/front`, headers: owner.auth })).statusCode,
    ).toBe(200);
  });
});
