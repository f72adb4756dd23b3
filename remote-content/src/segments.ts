/** The first path segments this remote owns (DESIGN.md 'Who owns which screen'). */
export const SEGMENTS = ['about', 'blog', 'gallery', 'contact'] as const;
