import { contractSchemas } from 'shared-ui';

/**
 * The answer schemas of this remote's calls (the blog's part of the contract, bundled here). They
 * and zod load with the first answer, in a chunk of their own, so no screen waits for them to paint.
 */
const loadContract = () => import(/* webpackChunkName: "contract" */ 'contracts/api/blogs');
export const answerSchema = contractSchemas(loadContract);

/** For screens that wait for their data anyway: fetch the schemas beside the call, not after it. */
export const preloadContract = () => void loadContract().catch(() => undefined);
