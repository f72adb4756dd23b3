import { contractSchemas } from 'shared-ui';

/**
 * The answer schemas of this remote's calls (the listings' and places' part of the contract,
 * bundled here). They load with the first answer, in a chunk of their own, so no screen waits for
 * them to paint (zod comes with them).
 */
const loadContract = () =>
  Promise.all([
    import(/* webpackChunkName: "contract" */ 'contracts/api/listings'),
    import(/* webpackChunkName: "contract" */ 'contracts/api/places'),
  ]).then(([listings, places]) => ({ ...listings, ...places }));
export const answerSchema = contractSchemas(loadContract);

/** For screens that wait for their data anyway: fetch the schemas beside the call, not after it. */
export const preloadContract = () => void loadContract().catch(() => undefined);
