/**
 * Switches the page to Inter once both weights have loaded (html.web-fonts, styles/index.css). A server-rendered
 * page does this from public/boot.js right after its first paint; the app does it again on start (for pages it
 * renders itself), which changes nothing when it is already done.
 */
export function loadWebFonts(doc: Document = document): void {
  const html = doc.documentElement;
  if (html.classList.contains("web-fonts")) return;
  if (!doc.fonts) {
    html.classList.add("web-fonts");
    return;
  }
  Promise.all(["400 1em Inter", "600 1em Inter"].map((font) => doc.fonts.load(font))).then(
    () => html.classList.add("web-fonts"),
    // Offline or blocked: the local font stays.
    () => {},
  );
}
