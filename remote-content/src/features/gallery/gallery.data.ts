/** The gallery's 20 pictures (spec: housing projects in Noida sectors, handovers, events, Holi 2025). */
export interface GalleryItem {
  id: number;
  image: string;
  caption: string;
}

const CAPTIONS = [
  'Residential towers in Sector 150, Noida',
  'Key handover to a family at Sector 137, Noida',
  'Site visit at a new launch in Sector 143, Noida',
  'Property expo stall on the Noida Expressway',
  'Clubhouse and greens in Sector 128, Noida',
  'Key handover ceremony in Greater Noida West',
  'Holi 2025 celebration with our team',
  'Project launch event in Sector 62, Noida',
  'Ready-to-move apartments in Sector 75, Noida',
  'Key handover of a resale flat in Sector 76, Noida',
  'Buyers’ meet for a project in Sector 107, Noida',
  'Under-construction towers in Sector 1, Greater Noida West',
  'Holi 2025: colours at our Sector-141 office',
  'Commercial project walkthrough in Sector 132, Noida',
  'Key handover to first-time buyers in Sector 118, Noida',
  'Roadshow for Yamuna Expressway plots',
  'Landscaped podium in Sector 94, Noida',
  'Holi 2025 get-together with clients and families',
  'Key handover in Raj Nagar Extension, Ghaziabad',
  'Channel partners’ meet in Sector 18, Noida',
];

export const GALLERY_ITEMS: readonly GalleryItem[] = CAPTIONS.map((caption, i) => ({
  id: i + 1,
  image: `/images/gallery/gallery-${i + 1}.svg`,
  caption,
}));

/** Natural size of the gallery pictures (800x600). */
export const GALLERY_IMAGE_WIDTH = 800;
export const GALLERY_IMAGE_HEIGHT = 600;
