// What other features take from the detail pages: the schema.org breadcrumb (the listing pages' too).
export { breadcrumbJsonLd } from './jsonLd';
