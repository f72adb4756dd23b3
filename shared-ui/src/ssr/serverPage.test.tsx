import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  ServerPageContext,
  createServerPage,
  useHttpStatus,
  usePageUrl,
  useServerRedirect,
  type ServerPage,
} from './serverPage';

const url = new URL('https://www.example.in/search-property?type=r&city=Noida&term=ATS');

describe('createServerPage', () => {
  it('starts at 200 with no redirect, its URL, its own scoped map and the style lookup', () => {
    const stylesFor = () => [{ href: '/a.css' }];
    const page = createServerPage(url, stylesFor);
    expect(page.status).toBe(200);
    expect(page.redirect).toBeNull();
    expect(page.url).toBe(url);
    expect(page.scoped.size).toBe(0);
    expect(page.stylesFor).toBe(stylesFor);
    expect(createServerPage(url).scoped).not.toBe(page.scoped);
    expect(createServerPage(url).stylesFor).toBeUndefined();
  });

  it('only ever raises the status: the highest wins', () => {
    const page = createServerPage(url);
    page.raiseStatus(404);
    expect(page.status).toBe(404);
    page.raiseStatus(200);
    expect(page.status).toBe(404);
    page.raiseStatus(410);
    expect(page.status).toBe(410);
    page.raiseStatus(404);
    expect(page.status).toBe(410);
  });

  it('keeps the first site path it is sent to', () => {
    const page = createServerPage(url);
    page.redirectTo('/search-property/r/noida/all/ats');
    page.redirectTo('/blog');
    expect(page.redirect).toBe('/search-property/r/noida/all/ats');
    expect(page.redirectStatus).toBe(303);
  });

  it("a page's one address is a permanent move (301), and the first move's status stays", () => {
    const page = createServerPage(url);
    page.redirectTo('//evil.example', 301);
    expect(page.redirectStatus).toBe(303);
    page.redirectTo('/residential/noida/ats-pristine/12', 301);
    page.redirectTo('/blog', 303);
    expect(page.redirect).toBe('/residential/noida/ats-pristine/12');
    expect(page.redirectStatus).toBe(301);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/search-property'],
    ['an absolute URL', 'https://evil.example/'],
    ['an absolute URL of the site itself', 'https://www.example.in/blog'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<p>x</p>'],
    ['a relative path', 'blog'],
    ['an empty path', ''],
    ['a backslash the browser reads as //', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a line break (header injection)', '/blog\r\nSet-Cookie: a=b'],
  ])('refuses %s', (_, target) => {
    const page = createServerPage(url);
    page.redirectTo(target);
    expect(page.redirect).toBeNull();
    // A refused target does not block a later good one.
    page.redirectTo('/blog');
    expect(page.redirect).toBe('/blog');
  });
});

function StatusProbe({ status }: { status: number }) {
  useHttpStatus(status);
  return <p>status {status}</p>;
}

function RedirectProbe({ to }: { to: string | null }) {
  useServerRedirect(to);
  return <p>redirect {String(to)}</p>;
}

function UrlProbe() {
  return <p>{usePageUrl().href}</p>;
}

const renderOn = (page: ServerPage, node: React.ReactNode) =>
  renderToString(<ServerPageContext.Provider value={page}>{node}</ServerPageContext.Provider>);

describe('the hooks inside a server render', () => {
  it('useHttpStatus raises the page’s status while rendering; the highest wins', () => {
    const page = createServerPage(url);
    const html = renderOn(
      page,
      <>
        <StatusProbe status={404} />
        <StatusProbe status={200} />
      </>,
    );
    expect(html).toContain('status <!-- -->404');
    expect(page.status).toBe(404);
  });

  it('useServerRedirect records the site path, ignores null and refuses another site', () => {
    const page = createServerPage(url);
    renderOn(
      page,
      <>
        <RedirectProbe to={null} />
        <RedirectProbe to="//evil.example" />
        <RedirectProbe to="/search-property/r/noida/all/ats" />
        <RedirectProbe to="/blog" />
      </>,
    );
    expect(page.redirect).toBe('/search-property/r/noida/all/ats');
  });

  it('usePageUrl is the request’s URL, not the browser’s location', () => {
    const html = renderOn(createServerPage(url), <UrlProbe />);
    expect(html).toContain(url.href.replace(/&/g, '&amp;'));
  });
});

describe('the hooks in the browser (no server page)', () => {
  it('render and do nothing else', () => {
    render(
      <>
        <StatusProbe status={404} />
        <RedirectProbe to="/blog" />
      </>,
    );
    expect(screen.getByText('status 404')).toBeInTheDocument();
    expect(screen.getByText('redirect /blog')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('usePageUrl is the location’s URL', () => {
    window.history.pushState(null, '', '/blog/a-post?x=1#top');
    render(<UrlProbe />);
    expect(screen.getByText(`${window.location.origin}/blog/a-post?x=1#top`)).toBeInTheDocument();
    window.history.pushState(null, '', '/');
  });
});
