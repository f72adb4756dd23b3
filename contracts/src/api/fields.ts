import './zodConfig';
import * as z from 'zod/mini';

/**
 * Building blocks of the answer schemas. zod/mini (imported by name) so a remote that validates
 * answers carries only the checks it uses; descriptions go to the API's OpenAPI document.
 */
export const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  schema.check(z.describe(description));

export const int = () => z.int();

/** Text holding a JSON-encoded array of strings, as the spec's `images` and `features` are. */
export const jsonList = (description: string) => described(z.string(), description);

/** Every answer of the API carries `status: 200` beside its field. */
export const okStatus = z.literal(200);
