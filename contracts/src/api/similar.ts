import * as z from 'zod/mini';
import { described, okStatus } from './fields';
import { propertyListItemSchema } from './listings';

/** GET /api/property-detail/{kind}/{pid}/similar: the rule and the path are in `similarRule.ts`. */
export const similarPropertiesAnswerSchema = z.object({
  status: okStatus,
  similar_properties: described(
    z.array(propertyListItemSchema),
    'Most similar first; empty when nothing matches the rule',
  ),
});
export type SimilarPropertiesAnswer = z.infer<typeof similarPropertiesAnswerSchema>;
