/**
 * The locality map's addresses, as plain values. The embedded map comes from the host the site's
 * own map (the footer's) is configured with, so the page's content security policy, which allows
 * that host's frames, allows it too; only OpenStreetMap's embed format is known, and any other host
 * gets no embedded map (the address and the link still show).
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Half the map's width and height in degrees: about 1.5 km each way, a locality and its roads. */
const SPAN = 0.012;

/** A point on the globe, or null (missing, not a number, out of range): no map then. */
export function mapPoint(latitude: unknown, longitude: unknown): MapPoint | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Five decimals (about a metre): enough for a map, short in a URL, the same on server and browser. */
const fixed = (n: number) => n.toFixed(5);

/**
 * The embed URL of a map centred on the point with its marker, on the configured map's host:
 * `https://www.openstreetmap.org/export/embed.html?bbox=…&layer=mapnik&marker=lat,lon`. Null when
 * the configured map is not an OpenStreetMap embed (or not a URL).
 */
export function embedUrl(siteMapEmbedUrl: string, p: MapPoint): string | null {
  let site: URL;
  try {
    site = new URL(siteMapEmbedUrl);
  } catch {
    return null;
  }
  if (site.protocol !== 'https:' || site.pathname !== '/export/embed.html') return null;
  const bbox = [
    fixed(Math.max(-180, p.longitude - SPAN)),
    fixed(Math.max(-90, p.latitude - SPAN)),
    fixed(Math.min(180, p.longitude + SPAN)),
    fixed(Math.min(90, p.latitude + SPAN)),
  ].join(',');
  const q = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${fixed(p.latitude)},${fixed(p.longitude)}` });
  return `${site.origin}/export/embed.html?${q.toString()}`;
}

/** The link that opens the point in OpenStreetMap's own page, marker and zoom included. */
export function openMapUrl(p: MapPoint): string {
  const lat = fixed(p.latitude);
  const lon = fixed(p.longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}
