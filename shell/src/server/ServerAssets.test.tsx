/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerAssets, type PageAssets } from './ServerAssets';

const assets: PageAssets = {
  start: '/js/page-start.0123abcd.js',
  scripts: ['/js/main.1.js'],
  styles: ['/css/shell.css'],
  preloads: ['/js/react.2.js', '/js/router.3.js'],
  icon: null,
};

describe('ServerAssets', () => {
  it('links the style sheet and starts the page with one script that names the others, preloading none early', () => {
    const html = renderToStaticMarkup(<ServerAssets assets={assets} />);
    expect(html).toContain('<link rel="stylesheet" href="/css/shell.css" data-precedence="shell"/>');
    expect(html).not.toContain('rel="preload"');
    const script =
      /<script src="\/js\/page-start\.0123abcd\.js" async="" data-scripts="([^"]*)" data-preloads="([^"]*)">/.exec(
        html,
      );
    const attr = (s: string) => JSON.parse(s.replaceAll('&quot;', '"')) as unknown;
    expect(script && [attr(script[1]!), attr(script[2]!)]).toEqual([assets.scripts, assets.preloads]);
  });

  it('without a start script (an older build) preloads the scripts as before', () => {
    const html = renderToStaticMarkup(<ServerAssets assets={{ ...assets, start: undefined }} />);
    expect(html).toContain('<link rel="preload" as="script" href="/js/react.2.js" fetchPriority="low"/>');
    expect(html).not.toContain('<script');
  });
});
