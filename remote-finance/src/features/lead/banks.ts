/** The 12 associated banks whose logos the API serves at /images/banks/bank-N.svg (200 × 100). */
const BANK_NAMES = [
  'Capital Bank',
  'Unity Bank',
  'Sterling Bank',
  'Bharat Home Finance',
  'Metro City Bank',
  'Crescent Bank',
  'Heritage Bank',
  'Pioneer Housing Finance',
  'Horizon Bank',
  'Lotus Bank',
  'Summit Bank',
  'Trident Bank',
] as const;

export interface BankLogo {
  name: string;
  src: string;
}

export const BANK_LOGOS: readonly BankLogo[] = BANK_NAMES.map((name, i) => ({
  name,
  src: `/images/banks/bank-${i + 1}.svg`,
}));
