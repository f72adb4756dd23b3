/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ServerPageContext, createServerPage } from 'shared-ui';
import { StaticRouter } from 'shared-ui/router';
import SearchRedirectPage from './SearchRedirectPage';

function serverRender(path: string) {
  const page = createServerPage(new URL(path, 'https://www.example.in'));
  const html = renderToString(
    <ServerPageContext.Provider value={page}>
      <StaticRouter location={path}>
        <SearchRedirectPage />
      </StaticRouter>
    </ServerPageContext.Provider>,
  );
  return { page, html };
}

describe('SearchRedirectPage on the server', () => {
  it('answers a valid search with a redirect to its listing URL', () => {
    const warn = jest.spyOn(console, 'warn');
    const { page, html } = serverRender('/search-property?type=r&city=Noida&term=ATS+Pristine');
    expect(page.redirect).toBe('/search-property/r/noida/all/ats-pristine');
    expect(page.status).toBe(200);
    // Nothing is rendered (the answer is a 303 without a body), and nothing is logged per request.
    expect(html).toBe('');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps odd characters of the term inside the path', () => {
    const { page } = serverRender('/search-property?type=c&city=Noida&term=a%2F%2Fevil.example%3Fx%23y');
    expect(page.redirect).toBe('/search-property/c/noida/all/a%2F%2Fevil.example%3Fx%23y');
  });

  it('renders the form again for an invalid search: both messages, the values sent, no redirect', () => {
    const { page, html } = serverRender('/search-property?type=c&city=&term=');
    expect(page.redirect).toBeNull();
    expect(html).toContain('Please enter a search term');
    expect(html).toContain('Please select a city');
    expect(html).toMatch(/<form[^>]*action="\/search-property"[^>]*method="get"/);
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios.filter((tag) => tag.includes('checked=""'))).toEqual([expect.stringContaining('value="c"')]);

    const partly = serverRender('/search-property?type=r&city=Paris&term=ATS%20%3Cb%3E');
    expect(partly.page.redirect).toBeNull();
    expect(partly.html).toContain('Please select a city');
    expect(partly.html).not.toContain('Please enter a search term');
    expect(partly.html).toMatch(/<input[^>]*value="ATS &lt;b&gt;"/);
  });
});
