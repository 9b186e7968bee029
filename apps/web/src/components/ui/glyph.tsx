/**
 * A small icon repeated on every card (issue 48): one empty span drawn by the stylesheet (`glyph-*` in
 * styles/index.css), not an inline <svg> with its paths in each card's HTML and hydration. Decorative only: the text
 * beside it says what it means. Icons shown once a page stay lucide-react components.
 */
const GLYPHS = {
  "map-pin": "glyph-map-pin",
  bed: "glyph-bed",
  bath: "glyph-bath",
  plus: "glyph-plus",
  check: "glyph-check",
  eye: "glyph-eye",
} as const;

export type GlyphName = keyof typeof GLYPHS;

export function Glyph({ name, className = "size-4" }: { name: GlyphName; className?: string }) {
  return <span aria-hidden="true" className={`glyph ${GLYPHS[name]} ${className}`} />;
}
