import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { resetApi, server } from "./api";

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): a render after a lazy chunk and an MSW
// round trip has taken longer than 1 s when the shared two-core machine is busy. Assertions are unchanged.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  resetApi();
});
afterAll(() => server.close());
