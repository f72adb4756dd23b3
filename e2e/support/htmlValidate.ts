import type { ConfigData } from 'html-validate';

/**
 * The HTML validator's rules for the server's pages: html-validate's recommended set (the HTML
 * standard's content models, attributes and values, autocomplete tokens, ids and nesting, plus
 * accessibility basics), less the rules that judge how valid HTML is written rather than whether
 * it is valid. Every other finding is an error.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer writes void elements self-closed (`<meta/>`), boolean attributes
    // with an empty value (`async=""`), empty attributes as `=""` and a few attributes in their DOM
    // property spelling (`fetchPriority`, `referrerPolicy`); HTML parses every one of these the same
    // as the spelling these rules prefer, and the markup is not ours to format.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // React's generated ids (`_R_…` for useId, `B:0`/`S:0` for streamed Suspense segments) are valid
    // HTML ids (non-empty, no whitespace); the strict form also wants them to start with a letter.
    'valid-id': ['error', { relaxed: true }],
    // Typographic advice (a non-breaking space inside a phone number), not HTML validity.
    'tel-non-breaking': 'off',
    // Search engines cut a title after ~70 characters in their results; a property's full name
    // still belongs in its title.
    'long-title': 'off',
    // ARIA in HTML allows aria-label on any element that can be named (the standard preset's
    // setting); whether a name is useful is axe's judgement (a11y.spec.ts).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The project-name field is an ARIA combobox whose suggestions are a listbox (the ARIA
    // pattern for a text field with suggestions); a native <select> cannot take typed text.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // An <input> without a type is a text input by the standard; the rule only asks to say so.
    'no-implicit-input-type': 'off',
    // The site's policy allows style attributes (`style-src-attr 'unsafe-inline'`, site-server/src/
    // http/csp.ts: a region's reserved height, a slider's offset); style elements and sheets stay files.
    'no-inline-style': 'off',
    // Landmark names are judged on the rendered page by axe (a11y.spec.ts, 'landmark-unique'). In
    // the raw stream a Suspense segment waits in a hidden <div> at the end of <body> until React
    // moves it into <main>, so a detail page's own <header> reads as a second banner here.
    'unique-landmark': 'off',
  },
};
