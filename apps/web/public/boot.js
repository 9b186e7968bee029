// Loads a server-rendered page's scripts after the browser has painted it (a frame, then a task): the page is
// readable from its HTML and CSS alone, so its JavaScript neither competes with them on a slow connection nor runs
// (hydration) before the first paint. The server lists the scripts in #ile-scripts (entry-server.tsx, ADR 0022).
(() => {
  const d = document;
  const list = d.getElementById("ile-scripts");
  if (!list) return;
  const { entry, preloads } = JSON.parse(list.textContent);
  const add = (el) => d.head.appendChild(el);
  requestAnimationFrame(() =>
    setTimeout(() => {
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
    }, 0),
  );
})();
