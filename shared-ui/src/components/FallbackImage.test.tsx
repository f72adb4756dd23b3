import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FallbackImage } from './FallbackImage';

const img = () => screen.getByRole('img');

describe('FallbackImage', () => {
  it('shows its src and passes alt, size and loading through', () => {
    render(<FallbackImage src="/images/property/a.svg" alt="Sky Villa" width={400} height={260} loading="lazy" />);
    expect(img()).toHaveAttribute('src', '/images/property/a.svg');
    expect(img()).toHaveAttribute('alt', 'Sky Villa');
    expect(img()).toHaveAttribute('width', '400');
    expect(img()).toHaveAttribute('height', '260');
    expect(img()).toHaveAttribute('loading', 'lazy');
  });

  it('swaps to the site fallback once and never loops when the fallback fails', () => {
    render(<FallbackImage src="/images/property/missing.svg" alt="x" />);
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/property/fallback.svg');
    fireEvent.error(img());
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/property/fallback.svg');
  });

  it('uses a given fallback', () => {
    render(<FallbackImage src="/a.png" alt="Plan" fallback="/b.png" />);
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/b.png');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/b.png');
  });

  it('gives a new src its own chance, and a failed src falls back again', () => {
    const { rerender } = render(<FallbackImage src="/a.svg" alt="x" />);
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/property/fallback.svg');
    rerender(<FallbackImage src="/b.svg" alt="x" />);
    expect(img()).toHaveAttribute('src', '/b.svg');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/property/fallback.svg');
    rerender(<FallbackImage src="/c.svg" alt="x" />);
    expect(img()).toHaveAttribute('src', '/c.svg');
  });

  it('does nothing when the src is the fallback itself and it fails', () => {
    render(<FallbackImage src="/images/property/fallback.svg" alt="x" />);
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/property/fallback.svg');
  });

  describe('an image the browser finished before this code ran (server HTML, then hydration)', () => {
    /** The browser's view of every image: finished or not, and whether it decodes. */
    function browserImages({ complete, broken }: { complete: boolean; broken: boolean }) {
      jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
      jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(broken ? 0 : 400);
      const decode = jest.fn(() => (broken ? Promise.reject(new Error('EncodingError')) : Promise.resolve()));
      Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
      return decode;
    }
    afterEach(() => {
      jest.restoreAllMocks();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });

    it('a file that failed before: swapped to the fallback without an error event', async () => {
      browserImages({ complete: true, broken: true });
      render(<FallbackImage src="/images/property/missing.svg" alt="x" />);
      await waitFor(() => expect(img()).toHaveAttribute('src', '/images/property/fallback.svg'));
    });

    it('a file that loaded before is kept', async () => {
      const decode = browserImages({ complete: true, broken: false });
      render(<FallbackImage src="/images/property/a.svg" alt="x" />);
      await waitFor(() => expect(decode).toHaveBeenCalled());
      await Promise.resolve();
      expect(img()).toHaveAttribute('src', '/images/property/a.svg');
    });

    it('a file still loading (or lazy, not asked for yet) is left to its error event', () => {
      const decode = browserImages({ complete: false, broken: true });
      render(<FallbackImage src="/images/property/a.svg" alt="x" loading="lazy" />);
      expect(decode).not.toHaveBeenCalled();
      expect(img()).toHaveAttribute('src', '/images/property/a.svg');
    });
  });
});
