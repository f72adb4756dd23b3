/** The listing an enquiry is about, as the panel and the phone bar need it. */
export interface ListingRef {
  kind: 'residential' | 'commercial';
  pid: number;
  /** The property's display name ('ATS Pristine'). */
  name: string;
}
