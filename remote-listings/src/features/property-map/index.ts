// The detail page's locality map (address, open-in-map link, the map itself near the viewport).
export { LocalityMap, type LocalityMapProps } from './LocalityMap';
