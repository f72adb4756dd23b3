import '@testing-library/jest-dom';

// jsdom has no matchMedia; tests get a desktop viewport unless they replace it.
if (!window.matchMedia) {
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
window.scrollTo = (() => undefined) as typeof window.scrollTo;
