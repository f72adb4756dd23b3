/** The three curated lists (GET /api/residential-property/{list}); plain values, no zod. */
export const CURATED_LISTS = ['best-property', 'genuine-deal', 'exclusive-deal'] as const;
export type CuratedList = (typeof CURATED_LISTS)[number];

type FieldOf<L extends string> = L extends `${infer A}-${infer B}` ? `${A}_${FieldOf<B>}` : L;
export type CuratedField<L extends CuratedList> = FieldOf<L>;

/** The answer field of each list: best-property → best_property. */
export const curatedField = <L extends CuratedList>(list: L) => list.replace(/-/g, '_') as CuratedField<L>;
