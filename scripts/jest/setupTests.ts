import '@testing-library/jest-dom';

// jsdom has no matchMedia; tests get a desktop viewport unless they replace it. Server-side tests
// (`@jest-environment node`) have no window at all.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
