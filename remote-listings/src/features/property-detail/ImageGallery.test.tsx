import { fireEvent, render, screen } from '@testing-library/react';
import { photoSources, sceneSources, type ListingPhoto, type PhotoSources } from 'contracts/api';
import { DETAIL_MAIN_SIZES } from '../listing-card';
import { ImageGallery } from './ImageGallery';

const scene = (file: string): ListingPhoto => ({ alt: '', sources: sceneSources(file) as PhotoSources });
const uploaded: ListingPhoto = {
  alt: 'Living room facing the park',
  sources: photoSources({
    id: 'q1mLwDQuiYFhrDR4',
    variants: [
      { width: 320, height: 213 },
      { width: 640, height: 427 },
      { width: 960, height: 640 },
      { width: 1280, height: 853 },
    ],
  }),
};
const main = () => screen.getByRole('button', { name: /^View photo/ }).querySelector('img') as HTMLImageElement;

describe('ImageGallery with responsive photos', () => {
  it('shows the main picture as <picture> with AVIF/WebP sources, the slot’s sizes and high priority', () => {
    render(<ImageGallery images={['p-14-3.svg']} photos={[scene('p-14-3.svg'), scene('p-14-4.svg')]} name="Sky" />);
    const picture = main().closest('picture') as HTMLElement;
    expect([...picture.querySelectorAll('source')].map((s) => [s.type, s.sizes])).toEqual([
      ['image/avif', DETAIL_MAIN_SIZES],
      ['image/webp', DETAIL_MAIN_SIZES],
    ]);
    expect(picture.querySelector('source')?.getAttribute('srcset')).toContain(
      '/images/scenes/v1/p-14-3/1280.avif 1280w',
    );
    expect(main()).toHaveAttribute('src', '/images/scenes/v1/p-14-3/960.jpg');
    expect(main()).toHaveAttribute('srcset', expect.stringContaining('/images/scenes/v1/p-14-3/640.jpg 640w'));
    expect(main()).toHaveAttribute('sizes', DETAIL_MAIN_SIZES);
    expect(main()).toHaveAttribute('width', '960');
    expect(main()).toHaveAttribute('height', '720');
    expect(main()).toHaveAttribute('fetchpriority', 'high');
    expect(main()).not.toHaveAttribute('loading', 'lazy');
    expect(main()).toHaveAttribute('alt', 'Sky, photo 1 of 2');
    // Thumbnails: 120 px slots, lazy.
    const thumb = screen.getByRole('button', { name: 'Show photo 2 of 2' }).querySelector('img') as HTMLImageElement;
    expect(thumb).toHaveAttribute('sizes', '120px');
    expect(thumb).toHaveAttribute('loading', 'lazy');
  });

  it('uses the photos instead of `images`, in their order, with staff’s alt text and their own size', () => {
    render(<ImageGallery images={['p-14-3.svg']} photos={[uploaded, scene('p-14-4.svg')]} name="Sky" />);
    expect(main()).toHaveAttribute('src', '/api/images/photos/q1mLwDQuiYFhrDR4/960.jpg');
    expect(main()).toHaveAttribute('alt', 'Living room facing the park');
    expect(main()).toHaveAttribute('height', '640');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(main()).toHaveAttribute('src', '/images/scenes/v1/p-14-4/960.jpg');
    expect(main()).toHaveAttribute('alt', 'Sky, photo 2 of 2');
  });

  it('replaces a failing picture with the fallback, without its sources', () => {
    render(<ImageGallery images={[]} photos={[scene('p-14-3.svg')]} name="Sky" />);
    fireEvent.error(main());
    expect(main()).toHaveAttribute('src', '/images/property/fallback.svg');
    expect(main().closest('picture')).toBeNull();
  });

  it('shows `images` as before when the answer has no photos (an older API)', () => {
    render(<ImageGallery images={['p-14-3.svg']} photos={[]} name="Sky" />);
    expect(main()).toHaveAttribute('src', '/images/property/p-14-3.svg');
    expect(main().closest('picture')).toBeNull();
  });
});
