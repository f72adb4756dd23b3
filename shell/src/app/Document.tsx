import type { ReactNode } from 'react';

/**
 * The whole page, rendered by the site server and hydrated by the browser. The head holds only
 * what every page shares: each screen adds its own title and metadata (React places them here).
 * `headEnd` closes the head on the server only (the page's first script); hydration passes over
 * it, as React does with any tag in the head it did not render.
 */
export function Document({
  icon,
  headEnd,
  children,
}: {
  icon?: string | null;
  headEnd?: ReactNode;
  children: ReactNode;
}) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        {icon ? <link rel="icon" href={icon} /> : null}
        {headEnd}
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
