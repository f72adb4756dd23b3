import { getSiteSettings, NearViewportFrame } from 'shared-ui';
import { embedUrl, mapPoint, openMapUrl } from './mapLinks';
import styles from './LocalityMap.module.css';

export interface LocalityMapProps {
  /** The listing's point; a missing or odd one shows nothing at all. */
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** The listing's address as text ('Tower 4, ATS Pristine, Sector 150, Noida'). */
  address: string;
  /** The locality's name ('Sector 150, Noida'), for the map's title. */
  locality: string;
}

/** The site's map host from the runtime config; '' when it is not loaded (tests, a bad start). */
function siteMapEmbedUrl(): string {
  try {
    return getSiteSettings().mapEmbedUrl;
  } catch {
    return '';
  }
}

/**
 * The detail page's locality map: the address as text, a link that opens the point in a map
 * service, and an embedded map with the listing's marker. The map is a third-party page, added
 * only when the visitor nears it (like the footer's); its box keeps its size from the first paint,
 * so nothing moves when it arrives.
 */
export function LocalityMap({ latitude, longitude, address, locality }: LocalityMapProps) {
  const point = mapPoint(latitude, longitude);
  if (!point) return null;
  const embed = embedUrl(siteMapEmbedUrl(), point);
  return (
    <section className={styles.section} aria-labelledby="map-heading">
      <h2 id="map-heading" className={styles.title}>
        Location
      </h2>
      <address className={styles.address}>{address || locality}</address>
      {embed && (
        <NearViewportFrame
          src={embed}
          title={`Map of ${locality || address} with the property marked`}
          className={styles.mapBox}
          margin="300px"
        />
      )}
      <a className={styles.open} href={openMapUrl(point)} target="_blank" rel="noopener noreferrer">
        Open in OpenStreetMap<span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </a>
    </section>
  );
}
