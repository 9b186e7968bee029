// Loads a server-rendered page's scripts once the browser has painted its main content: the page is readable from
// its HTML and CSS alone, so its JavaScript neither competes with them on a slow connection nor runs (hydration)
// before they are on screen. "Painted" means the first contentful paint and, when the page has one, its main image
// (the one marked fetchpriority="high") loaded; at most MAX_WAIT_MS, so a slow image never holds the app back for
// long. The server lists the scripts in #ile-scripts (entry-server.tsx, ADR 0022).
// Every page (index.html loads this file) paints in a local font sized like Inter; the app loads Inter later
// (lib/web-fonts.ts).
(() => {
  const MAX_WAIT_MS = 3000;
  const d = document;

  const painted = new Promise((resolve) => {
    const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (!types.includes("paint")) return resolve();
    const fcp = (entries) => entries.some((e) => e.name === "first-contentful-paint");
    if (fcp(performance.getEntriesByType("paint"))) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (!fcp(entries.getEntries())) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
  const afterNextFrame = (fn) => requestAnimationFrame(() => setTimeout(fn, 0));

  // A server-rendered page: its scripts, after the frame that shows its main content.
  const list = d.getElementById("ile-scripts");
  if (!list) return;
  const { entry, preloads } = JSON.parse(list.textContent);
  const add = (el) => d.head.appendChild(el);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      add(link);
    }
    const script = d.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    add(script);
  };
  const hero = d.querySelector('img[fetchpriority="high"]');
  const heroLoaded =
    hero && !hero.complete
      ? new Promise((resolve) => {
          hero.addEventListener("load", resolve, { once: true });
          hero.addEventListener("error", resolve, { once: true });
        })
      : null;
  Promise.all([painted, heroLoaded]).then(() => afterNextFrame(start));
  setTimeout(start, MAX_WAIT_MS);
})();
