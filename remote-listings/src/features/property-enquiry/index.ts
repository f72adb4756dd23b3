// A listing page's enquiry: the side panel (form, call, WhatsApp) and the phone bar.
export { PropertyEnquiry, ENQUIRY_ID } from './PropertyEnquiry';
export { ContactBar } from './ContactBar';
export type { ListingRef } from './listingRef';
