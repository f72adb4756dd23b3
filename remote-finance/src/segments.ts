/** The first path segments this remote owns (DESIGN.md 'Who owns which screen'). */
export const SEGMENTS = ['check-loan-eligibility', 'eligibility-check', 'emi-calculator'] as const;
