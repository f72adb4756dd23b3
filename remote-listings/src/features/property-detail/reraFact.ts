import { reraDisplay } from 'contracts/api';
import type { Fact } from './FactList';
import type { Rera } from './parseDetail';

/** The 'RERA No.' fact, as a list to spread into the facts: empty when the listing has no number. */
export function reraFact(rera: Rera | null): Fact[] {
  return rera ? [{ label: 'RERA No.', value: reraDisplay(rera.number, rera.sample) }] : [];
}
