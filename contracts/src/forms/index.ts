// Names and shapes only (no schemas): the browser's forms import these with every page.
export * from './formNames';
