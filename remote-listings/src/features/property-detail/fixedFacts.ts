/** The spec's fixed texts, the same for every listing (site-spec section 9). */
export const FIXED_FACTS = {
  brokerage: '1% + GST',
  priceNegotiable: 'Yes',
  zipCode: '110024',
  country: 'India',
} as const;

/** Commercial ownership is fixed text in the spec. */
export const COMMERCIAL_OWNERSHIP = 'Leasehold';
