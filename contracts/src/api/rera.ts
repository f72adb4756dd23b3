/**
 * RERA registrations (the Real Estate (Regulation and Development) Act, 2016): a project's, on its
 * listings, and the firm's own as an agent, in the footer. Plain values only (no zod).
 */

/** A registration number as authorities write them: UPRERAPRJ123456, UPRERAAGT10202, GGM/123/2019/45. */
export const RERA_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/ ._-]{2,59}$/;

/** Said of a number made up for the sample data, wherever it is shown, so no visitor takes it for a real one. */
export const SAMPLE_RERA_NOTE = 'sample number, not a real registration';

/** A number as shown to visitors: a sample says it is one. */
export function reraDisplay(number: string, sample: boolean): string {
  return sample ? `${number} (${SAMPLE_RERA_NOTE})` : number;
}
