/** The first path segments this remote owns (DESIGN.md 'Who owns which screen'). */
export const SEGMENTS = ['search-property', 'project-listing', 'property', 'residential', 'commercial'] as const;
