// The page itself is lazy-loaded by the routes; only its data is public.
export { BANK_LOGOS, type BankLogo } from './banks';
