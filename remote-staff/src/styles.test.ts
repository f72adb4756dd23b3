import { describeScopedStyles } from 'shared-ui/src/testing/styleScope';

// This remote's style sheet is linked into every page that shows it and stays for the visit.
describeScopedStyles(__dirname);
