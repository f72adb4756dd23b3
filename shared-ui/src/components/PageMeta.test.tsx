import { render } from '@testing-library/react';
import { act, useState } from 'react';
import { ServerPageContext, createServerPage, type ServerPage } from '../ssr/serverPage';
import { setRuntimeConfig } from '../config/runtimeConfig';
import sample from '../config/sample-runtime-config.json';
import { absoluteUrl, PageMeta } from './PageMeta';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const count = (selector: string) => document.head.querySelectorAll(selector).length;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PageMeta in the browser', () => {
  it('puts the title, description, keywords, canonical URL and social cards into document.head', () => {
    window.history.replaceState(null, '', '/property/noida/all/residential?sort=price#top');
    render(
      <PageMeta
        title="Residential Property in Noida"
        description="Flats and villas in Noida."
        keywords="flats in Noida, property in Noida"
        image="/images/property/a.svg"
      />,
    );
    expect(document.title).toBe('Residential Property in Noida');
    expect(content('meta[name="description"]')).toBe('Flats and villas in Noida.');
    expect(content('meta[name="keywords"]')).toBe('flats in Noida, property in Noida');
    // Origin and path only: the query and the fragment are not part of the page's address.
    const canonical = 'http://localhost/property/noida/all/residential';
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    expect(content('meta[property="og:url"]')).toBe(canonical);
    expect(content('meta[property="og:title"]')).toBe('Residential Property in Noida');
    expect(content('meta[property="og:description"]')).toBe('Flats and villas in Noida.');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:image"]')).toBe('http://localhost/images/property/a.svg');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:title"]')).toBe('Residential Property in Noida');
    expect(content('meta[name="twitter:description"]')).toBe('Flats and villas in Noida.');
    expect(content('meta[name="twitter:image"]')).toBe('http://localhost/images/property/a.svg');
    // Of another picture than the API's previews the size and type are not known.
    expect(count('meta[property^="og:image:"]')).toBe(0);
    expect(count('meta[name="robots"]')).toBe(0);
    // Nothing lands in the page's body.
    expect(document.body.querySelector('title, meta, link')).toBeNull();
  });

  it('leaves out what a page does not have (keywords, description), and shows the site card for want of a picture', () => {
    render(<PageMeta title="EMI Calculator" />);
    expect(document.title).toBe('EMI Calculator');
    expect(count('meta[name="description"], meta[name="keywords"], meta[property="og:description"]')).toBe(0);
    expect(count('meta[name="twitter:description"]')).toBe(0);
    expect(content('meta[property="og:image"]')).toBe('http://localhost/images/og/site/card.jpg');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:type"]')).toBe('image/jpeg');
    expect(content('meta[name="twitter:image"]')).toBe('http://localhost/images/og/site/card.jpg');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('gives the size and type a page names for its picture (a listing photo variant)', () => {
    render(
      <PageMeta
        title="A flat"
        image="/images/scenes/v1/p-14-3/1280.jpg"
        imageSize={{ width: 1280, height: 960, type: 'image/jpeg' }}
      />,
    );
    expect(content('meta[property="og:image"]')).toBe('http://localhost/images/scenes/v1/p-14-3/1280.jpg');
    expect(content('meta[property="og:image:width"]')).toBe('1280');
    expect(content('meta[property="og:image:height"]')).toBe('960');
    expect(content('meta[property="og:image:type"]')).toBe('image/jpeg');
  });

  it('gives the size and type of a link preview the API renders', () => {
    render(<PageMeta title="A flat" image="/images/og/property/p-14-3.jpg" />);
    expect(content('meta[property="og:image"]')).toBe('http://localhost/images/og/property/p-14-3.jpg');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:type"]')).toBe('image/jpeg');
    expect(content('meta[name="twitter:image"]')).toBe('http://localhost/images/og/property/p-14-3.jpg');
  });

  it('has no picture when a page passes an empty one', () => {
    render(<PageMeta title="EMI Calculator" image="" />);
    expect(count('meta[property^="og:image"], meta[name="twitter:image"]')).toBe(0);
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });

  it('marks a page noindex and gives it no canonical URL', () => {
    render(<PageMeta title="Page not found" noindex />);
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(count('link[rel="canonical"], meta[property="og:url"]')).toBe(0);
  });

  it('names the site from the runtime config and marks posts as articles', () => {
    setRuntimeConfig(sample as Parameters<typeof setRuntimeConfig>[0]);
    render(<PageMeta title="A post" type="article" image="https://cdn.example/p.png" />);
    expect(content('meta[property="og:site_name"]')).toBe(sample.site.name);
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe('https://cdn.example/p.png');
  });

  it('replaces the tags when another screen renders its own, and removes them when it goes', () => {
    let show!: (screen: 'a' | 'b' | 'none') => void;
    function Screens() {
      const [screen, setScreen] = useState<'a' | 'b' | 'none'>('a');
      show = setScreen;
      if (screen === 'none') return null;
      return screen === 'a' ? (
        <PageMeta title="Blogs & News" description="All posts." keywords="news" />
      ) : (
        <PageMeta title="Gallery" description="Our projects." noindex />
      );
    }
    render(<Screens />);
    expect(document.title).toBe('Blogs & News');
    act(() => show('b'));
    expect(document.title).toBe('Gallery');
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(content('meta[name="description"]')).toBe('Our projects.');
    expect(count('meta[name="keywords"]')).toBe(0);
    expect(count('link[rel="canonical"]')).toBe(0);
    expect(content('meta[name="robots"]')).toBe('noindex');
    act(() => show('none'));
    expect(count('title, meta[name="description"], meta[name="robots"], meta[property^="og:"]')).toBe(0);
  });

  it('uses the request URL during a server render (the site’s public origin)', () => {
    const page: ServerPage = createServerPage(new URL('https://www.example.in/blog/a-post?x=1'));
    render(
      <ServerPageContext.Provider value={page}>
        <PageMeta title="A post" image="/images/blogs/b.svg" />
      </ServerPageContext.Provider>,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.in/blog/a-post',
    );
    expect(content('meta[property="og:image"]')).toBe('https://www.example.in/images/blogs/b.svg');
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/images/a.svg', 'https://site.in/images/a.svg'],
    ['images/a.svg', 'https://site.in/images/a.svg'],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['HTTP://cdn.example/a.png', 'HTTP://cdn.example/a.png'],
  ])('%s → %s', (input, expected) => {
    expect(absoluteUrl('https://site.in', input)).toBe(expected);
  });
});
