// The data hook and links the shortlist uses; the page itself is loaded lazily by the routes.
export { usePropertiesByIdsQuery } from './propertiesEndpoints';
export { compareHref } from './compareModel';
export { answerFixture, factsFixture } from './factsFixture';
