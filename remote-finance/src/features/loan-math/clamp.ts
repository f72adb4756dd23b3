/** Input guards shared by the calculators: outside text never becomes NaN or Infinity. */

/** Keeps the digits of typed or pasted text ('1,00,000' → '100000', '-50' → '50', 'abc' → ''). */
export function digitsOnly(text: string, maxLength = 12): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxLength);
}

/** Clamps to [min, max]; anything that is not a finite number gives `fallback`. */
export function clamp(value: number, min: number, max: number, fallback: number = min): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Rounds to the slider's step (0.1 → one decimal) without float noise such as 9.200000000000001. */
export function roundToStep(value: number, step: number): number {
  // A step of 1 or more gives a non-positive count, hence the floor of 0 decimals.
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

/** Parses a query-string or form value strictly: '12abc', '', '1e400' all give NaN. */
export function strictNumber(text: string | null | undefined): number {
  if (text === null || text === undefined) return Number.NaN;
  const t = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) return Number.NaN;
  return Number(t);
}
