/** Map addresses for a listing with coordinates (OpenStreetMap; ADR 0212). */
export type Point = { lat: number; lon: number };

/** OpenStreetMap's page for a point (ADR 0212: the listing's own coordinates, nothing else is sent). */
export const osmLink = ({ lat, lon }: Point) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

/** OpenStreetMap's embeddable map around a point with a marker on it (about 1 km across). */
export function osmEmbed({ lat, lon }: Point): string {
  const d = 0.006;
  const bbox = [lon - d, lat - d, lon + d, lat + d].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?${new URLSearchParams({
    bbox,
    layer: "mapnik",
    marker: `${lat},${lon}`,
  })}`;
}
