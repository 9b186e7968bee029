/**
 * The `test` every spec uses: Playwright's, with an automatic check that no page of the test's browser context
 * reported a hydration problem (ADR 0022). A server-rendered page whose first browser render differs from the
 * server's makes React log a hydration error (in production builds the minified errors 418-425); any such
 * message, or an uncaught error about hydration, fails the test after it ran.
 */
import { test as base, expect, type Page } from "@playwright/test";

export * from "@playwright/test";

const HYDRATION = /hydrat|react\.dev\/errors\/(41[89]|42[0-5])\b/i;

/**
 * A server-rendered page shows its forms before the app has started: after `goto` and `reload` a page waits until
 * it has (`<html data-ready>`, set by main.tsx), so no click or key lands on inert markup.
 */
function waitForTheApp(page: Page) {
  const ready = () =>
    // Pages of the app only: an HTML page the API serves (the sandbox checkout) has no #root to wait for.
    page
      .waitForFunction(
        () => document.documentElement.hasAttribute("data-ready") || !document.getElementById("root"),
      )
      .then(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

export const test = base.extend<{ hydrationCheck: undefined }>({
  // Every page of the test's context, `page` and those a test opens itself (a second tab), waits for the app; so do
  // the pages of contexts a test makes itself (an admin beside the user). Only in tests that run JavaScript: the
  // no-JavaScript specs' pages never set data-ready.
  context: async ({ context, browser, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(context);
    for (const page of context.pages()) waitForTheApp(page);
    context.on("page", waitForTheApp);
    const newContext = browser.newContext;
    browser.newContext = async (...args) => {
      const made = await newContext.apply(browser, args);
      if (args[0]?.javaScriptEnabled !== false) made.on("page", waitForTheApp);
      return made;
    };
    try {
      await use(context);
    } finally {
      browser.newContext = newContext;
    }
  },
  hydrationCheck: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on("console", (m) => {
        if ((m.type() === "error" || m.type() === "warning") && HYDRATION.test(m.text()))
          problems.push(`${m.location().url}: ${m.text()}`);
      });
      context.on("weberror", (e) => {
        if (HYDRATION.test(String(e.error()))) problems.push(String(e.error()));
      });
      await use(undefined);
      expect(problems, "hydration problems reported in the browser").toEqual([]);
    },
    { auto: true },
  ],
});
