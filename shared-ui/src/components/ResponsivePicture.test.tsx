import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sceneSources, type PhotoSources } from 'contracts/api';
import { ResponsivePicture } from './ResponsivePicture';

const img = () => screen.getByRole('img');
const SIZES = '(max-width: 767.98px) calc(100vw - 24px), 272px';
const sources = sceneSources('p-14-3.svg') as PhotoSources;

describe('ResponsivePicture', () => {
  it('renders AVIF and WebP sources and a JPEG img with srcset, sizes, width, height and alt', () => {
    const { container } = render(
      <ResponsivePicture sources={sources} alt="Sky Villa" sizes={SIZES} loading="lazy" className="x" />,
    );
    const picture = container.querySelector('picture');
    const found = [...(picture?.querySelectorAll('source') ?? [])].map((s) => ({
      type: s.getAttribute('type'),
      srcset: s.getAttribute('srcset'),
      sizes: s.getAttribute('sizes'),
    }));
    expect(found).toEqual([
      { type: 'image/avif', srcset: sources.srcSet.avif, sizes: SIZES },
      { type: 'image/webp', srcset: sources.srcSet.webp, sizes: SIZES },
    ]);
    expect(found[0]?.srcset).toContain('/images/scenes/v1/p-14-3/320.avif 320w');
    expect(img()).toHaveAttribute('src', '/images/scenes/v1/p-14-3/960.jpg');
    expect(img()).toHaveAttribute('srcset', sources.srcSet.jpeg);
    expect(img()).toHaveAttribute('sizes', SIZES);
    expect(img()).toHaveAttribute('width', '960');
    expect(img()).toHaveAttribute('height', '720');
    expect(img()).toHaveAttribute('alt', 'Sky Villa');
    expect(img()).toHaveAttribute('loading', 'lazy');
    expect(img()).toHaveClass('x');
    expect(img().parentElement).toBe(picture);
  });

  it('passes fetchpriority through for the largest paint', () => {
    render(<ResponsivePicture sources={sources} alt="x" sizes={SIZES} fetchPriority="high" />);
    expect(img()).toHaveAttribute('fetchpriority', 'high');
  });

  it('a failed picture becomes the fallback as a plain img without sources, once', () => {
    const { container } = render(<ResponsivePicture sources={sources} alt="Sky Villa" sizes={SIZES} />);
    fireEvent.error(img());
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('source')).toBeNull();
    expect(img()).toHaveAttribute('src', '/images/property/fallback.svg');
    expect(img()).not.toHaveAttribute('srcset');
    expect(img()).toHaveAttribute('alt', 'Sky Villa');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/property/fallback.svg');
  });

  it('new sources get their own chance', () => {
    const { rerender } = render(<ResponsivePicture sources={sources} alt="x" sizes={SIZES} />);
    fireEvent.error(img());
    const other = sceneSources('p-1-2.svg') as PhotoSources;
    rerender(<ResponsivePicture sources={other} alt="x" sizes={SIZES} />);
    expect(img()).toHaveAttribute('src', '/images/scenes/v1/p-1-2/960.jpg');
  });

  describe('a picture the browser finished before this code ran (server HTML, then hydration)', () => {
    function browserImages(broken: boolean) {
      jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(broken ? 0 : 400);
      const decode = jest.fn(() => (broken ? Promise.reject(new Error('EncodingError')) : Promise.resolve()));
      Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
      return decode;
    }
    afterEach(() => {
      jest.restoreAllMocks();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });

    it('one that failed before is swapped to the fallback without an error event', async () => {
      browserImages(true);
      render(<ResponsivePicture sources={sources} alt="x" sizes={SIZES} />);
      await waitFor(() => expect(img()).toHaveAttribute('src', '/images/property/fallback.svg'));
    });

    it('one that loaded is kept', async () => {
      const decode = browserImages(false);
      render(<ResponsivePicture sources={sources} alt="x" sizes={SIZES} />);
      await waitFor(() => expect(decode).toHaveBeenCalled());
      await Promise.resolve();
      expect(img()).toHaveAttribute('src', sources.src);
    });
  });
});
