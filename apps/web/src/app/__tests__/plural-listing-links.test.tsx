/**
 * Issue 53 item 5: a listing link shared in the plural form, /properties/<slug>, answers 301 to the listing at
 * /property/<slug> (what the server renderer sends), while /properties, /properties/rent and /properties/sale stay pages.
 */
import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "@/app/router";

const handler = createStaticHandler(routes);
const query = (path: string) => handler.query(new Request(`http://ile.test${path}`));

describe("/properties/{slug}", () => {
  it("answers 301 to /property/{slug}, keeping the query", async () => {
    const res = await query("/properties/3-bedroom-flat-yaba-12?ref=whatsapp");
    expect(res).toBeInstanceOf(Response);
    const r = res as Response;
    expect(r.status).toBe(301);
    expect(r.headers.get("location")).toBe("/property/3-bedroom-flat-yaba-12?ref=whatsapp");
  });

  it.each(["/properties", "/properties/rent", "/properties/sale"])(
    "%s is still its own page",
    async (path) => {
      const res = await query(path);
      expect(res).not.toBeInstanceOf(Response);
    },
  );
});
