import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import GalleryPage from './GalleryPage';
import { GALLERY_ITEMS } from './gallery.data';

const viewer = () => screen.getByRole('dialog', { name: 'Gallery picture viewer' });
const shown = () => within(viewer()).getByRole('img').getAttribute('src');

describe('GalleryPage', () => {
  it('shows 20 picture cards with captions and sized images', () => {
    renderWithProviders(<GalleryPage />, { path: '/gallery' });
    expect(screen.getByRole('heading', { level: 1, name: 'GALLERY' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^View full screen/ });
    expect(buttons).toHaveLength(20);
    for (const g of GALLERY_ITEMS) expect(screen.getByText(g.caption)).toBeInTheDocument();
    const img = buttons[5]!.querySelector('img')!;
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('opens the full-screen view and moves with buttons, arrow keys and swipes, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />, { path: '/gallery' });
    await user.click(screen.getAllByRole('button', { name: /^View full screen/ })[0]!);
    expect(shown()).toBe('/images/gallery/gallery-1.svg');
    expect(within(viewer()).getByText(`1 of 20: ${GALLERY_ITEMS[0]!.caption}`)).toBeInTheDocument();

    await user.click(within(viewer()).getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe('/images/gallery/gallery-2.svg');
    await user.click(within(viewer()).getByRole('button', { name: 'Previous picture' }));
    await user.click(within(viewer()).getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toBe('/images/gallery/gallery-20.svg');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown()).toBe('/images/gallery/gallery-1.svg');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe('/images/gallery/gallery-20.svg');

    const figure = within(viewer()).getByRole('figure');
    fireEvent.touchStart(figure, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 150, clientY: 210 }] });
    expect(shown()).toBe('/images/gallery/gallery-1.svg');
    fireEvent.touchStart(figure, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 260, clientY: 190 }] });
    expect(shown()).toBe('/images/gallery/gallery-20.svg');
    // A vertical scroll is not a swipe.
    fireEvent.touchStart(figure, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 40, clientY: 400 }] });
    expect(shown()).toBe('/images/gallery/gallery-20.svg');
  });

  it('closes with the close button and with Escape; arrows do nothing once closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />, { path: '/gallery' });
    await user.click(screen.getAllByRole('button', { name: /^View full screen/ })[3]!);
    await user.click(within(viewer()).getByRole('button', { name: 'Close picture viewer' }));
    expect(screen.queryByRole('img', { name: GALLERY_ITEMS[3]!.caption })).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await user.click(screen.getAllByRole('button', { name: /^View full screen/ })[3]!);
    expect(shown()).toBe('/images/gallery/gallery-4.svg');
    fireEvent.keyDown(viewer(), { key: 'Escape' });
    expect(screen.queryByRole('img', { name: GALLERY_ITEMS[3]!.caption })).toBeNull();
  });
});
