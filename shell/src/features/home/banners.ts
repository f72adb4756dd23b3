/** The hero's 8 rotating images (site-spec: 8 slides, 5000 ms, loop). */
export const BANNERS = Array.from({ length: 8 }, (_, i) => ({
  src: `/images/banners/banner-${i + 1}.svg`,
  alt: [
    'Residential towers in Sector 150, Noida',
    'Apartments along the Noida Expressway',
    'Villas in Greater Noida West',
    'Commercial offices in Sector 62, Noida',
    'Township on the Yamuna Expressway',
    'High-rise homes in Ghaziabad',
    'Business district in Gurgaon',
    'Green residential campus in Gandhi Nagar',
  ][i] as string,
}));

export const BANNER_INTERVAL_MS = 5000;
