import { z } from 'zod';

/**
 * Path parameters arrive as text. These schemas only say "text" (so the OpenAPI document is
 * right); the handlers decide between 400 (malformed) and 404 (well-formed but unknown) because
 * that distinction needs the database.
 */
export const pathText = (description: string) => z.string().max(200).describe(description);

/** A positive 32-bit id, or null when the text is not one (→ 400). */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}
