import { BANK_NAMES, bankLogoUrl } from 'contracts/api';

export interface BankLogo {
  name: string;
  src: string;
}

/** The associated banks and their logos as the API serves them (200 × 100). */
export const BANK_LOGOS: readonly BankLogo[] = BANK_NAMES.map((name, i) => ({ name, src: bankLogoUrl(i) }));
