import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { ListingCard } from './ListingCard';
import { propertyImageUrl, sceneSources } from 'contracts/api';
import { LISTING_GRID_SIZES } from './imageSizes';
import { cardFromLatest, cardFromListItem, detailPath } from './cardModel';
import { sampleListItem } from './sampleListItem';

const item = sampleListItem;

const renderCard = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('cardModel', () => {
  it('takes the first image of the JSON list and refuses paths', () => {
    expect(cardFromListItem(item).image).toBe('ats-1.svg');
    expect(cardFromListItem({ ...item, images: 'not json' }).image).toBe('');
    expect(propertyImageUrl('ats-1.svg')).toBe('/images/property/ats-1.svg');
    expect(propertyImageUrl('../etc/passwd')).toBe('/images/property/fallback.svg');
    expect(propertyImageUrl('')).toBe('/images/property/fallback.svg');
  });

  it('builds residential and commercial detail links with encoded segments', () => {
    const card = cardFromListItem(item);
    expect(detailPath(card, 'residential')).toBe('/residential/noida/ats-pristine-3-bhk/42');
    expect(detailPath(card, 'commercial')).toBe('/commercial/noida/ats-pristine-3-bhk/42');
    expect(detailPath({ pLocation: 'a/b', slug: '?x', pId: '' }, 'residential')).toBe(
      '/residential/a%2Fb/%3Fx/unknown',
    );
  });

  it('shortens the description to 80 characters of text plus ...', () => {
    const long = `<p>${'word '.repeat(40)}</p>`;
    const card = cardFromLatest({ property_title: 'T', description: long });
    expect(card.description.endsWith('...')).toBe(true);
    expect(card.description.length).toBeLessThanOrEqual(83);
    expect(card.description).not.toContain('<');
    expect(cardFromListItem(item).description).toBe('');
  });

  it('turns garbage numbers into null rather than NaN', () => {
    const card = cardFromListItem({ room: 'x' as unknown as number, bathroom: -1, area: undefined });
    expect([card.room, card.bathroom, card.area]).toEqual([null, null, null]);
  });
});

describe('ListingCard', () => {
  it('shows every fixed and listed field', () => {
    renderCard(<ListingCard listing={cardFromListItem(item)} />);
    expect(screen.getByRole('link', { name: 'ATS Pristine 3 BHK' })).toHaveAttribute(
      'href',
      '/residential/noida/ats-pristine-3-bhk/42',
    );
    expect(screen.getByText('₹1.85 Cr')).toBeInTheDocument();
    expect(screen.getByText('Sector 150, Noida')).toBeInTheDocument();
    expect(screen.getByText('Resale')).toHaveClass('resale');
    const facts = screen.getByRole('list');
    expect(facts).toHaveTextContent('4 Room');
    expect(facts).toHaveTextContent('1650 sqft');
    expect(facts).toHaveTextContent('2 Bathroom');
    expect(screen.getByText('3', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Residential')).toBeInTheDocument();
  });

  it('uses the purple badge for any other status', () => {
    renderCard(<ListingCard listing={cardFromListItem({ ...item, property_status: 'Upcomming' })} />);
    expect(screen.getByText('Upcomming')).toHaveClass('other');
  });

  it('swaps a failing image for the fallback once, with no loop', () => {
    renderCard(<ListingCard listing={cardFromListItem(item)} />);
    const img = screen.getByRole('img', { name: 'ATS Pristine 3 BHK' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/property/fallback.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/property/fallback.svg');
  });

  it('loads eagerly above the fold', () => {
    renderCard(<ListingCard listing={cardFromListItem(item)} aboveFold />);
    expect(screen.getByRole('img', { name: 'ATS Pristine 3 BHK' })).toHaveAttribute('loading', 'eager');
  });

  it('shows the price per sqft beside the price (185 lakhs over 1650 sqft)', () => {
    renderCard(<ListingCard listing={cardFromListItem(item)} />);
    expect(screen.getByText('₹1.85 Cr').closest('p')).toHaveTextContent('₹1.85 Cr ₹11,212/sqft');
  });

  it('shows no price per sqft when the area is 0 or missing', () => {
    renderCard(<ListingCard listing={cardFromListItem({ ...item, area: 0 })} />);
    expect(screen.queryByText(/\/sqft$/)).not.toBeInTheDocument();
  });

  it('shows the number of photos on the image, named for screen readers', () => {
    renderCard(
      <ListingCard listing={cardFromListItem({ ...item, images: '["a.svg","b.svg","c.svg","d.svg","e.svg"]' })} />,
    );
    expect(screen.getByRole('img', { name: '5 photos' })).toHaveTextContent('5');
  });

  it('says "1 photo" for one, and shows no count without photos', () => {
    const { unmount } = renderCard(<ListingCard listing={cardFromListItem({ ...item, images: '["a.svg"]' })} />);
    expect(screen.getByRole('img', { name: '1 photo' })).toBeInTheDocument();
    unmount();
    renderCard(<ListingCard listing={cardFromListItem({ ...item, images: '[]' })} />);
    expect(screen.queryByRole('img', { name: /photo/ })).not.toBeInTheDocument();
  });
});

describe('ListingCard with responsive photos', () => {
  const photos = [
    { alt: '', sources: sceneSources('p-3-1.svg') },
    { alt: '', sources: sceneSources('p-3-2.svg') },
    { alt: '', sources: sceneSources('p-3-3.svg') },
  ];
  const withPhotos = { ...item, photos } as typeof item;

  it('shows the first photo as <picture> with the grid’s sizes, its size and the title as alt', () => {
    const { container } = renderCard(<ListingCard listing={cardFromListItem(withPhotos)} sizes={LISTING_GRID_SIZES} />);
    const img = screen.getByRole('img', { name: 'ATS Pristine 3 BHK' });
    expect([...container.querySelectorAll('picture source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(container.querySelector('source')).toHaveAttribute('sizes', LISTING_GRID_SIZES);
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/images/scenes/v1/p-3-1/320.avif 320w'),
    );
    expect(img).toHaveAttribute('src', '/images/scenes/v1/p-3-1/960.jpg');
    expect(img).toHaveAttribute('sizes', LISTING_GRID_SIZES);
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    // The count is the photos'.
    expect(screen.getByRole('img', { name: '3 photos' })).toBeInTheDocument();
  });

  it('loads eagerly and first above the fold', () => {
    renderCard(<ListingCard listing={cardFromListItem(withPhotos)} aboveFold />);
    const img = screen.getByRole('img', { name: 'ATS Pristine 3 BHK' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('swaps a failing photo for the fallback image', () => {
    const { container } = renderCard(<ListingCard listing={cardFromListItem(withPhotos)} />);
    fireEvent.error(screen.getByRole('img', { name: 'ATS Pristine 3 BHK' }));
    expect(screen.getByRole('img', { name: 'ATS Pristine 3 BHK' })).toHaveAttribute(
      'src',
      '/images/property/fallback.svg',
    );
    expect(container.querySelector('picture')).toBeNull();
  });
});

describe('the card heart', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves the listing to the shortlist on this device and takes it off again', () => {
    renderCard(<ListingCard listing={cardFromListItem(item)} kind="commercial" />);
    const heart = screen.getByRole('button', { name: `Save ${cardFromListItem(item).title} to your shortlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('site.favorites') ?? '[]')).toEqual(['commercial:42']);
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.localStorage.getItem('site.favorites') ?? '[]')).toEqual([]);
  });

  it('shows as saved a listing saved elsewhere, and is absent for a card without a listing number', () => {
    window.localStorage.setItem('site.favorites', JSON.stringify(['residential:42']));
    renderCard(<ListingCard listing={cardFromListItem(item)} />);
    expect(screen.getByRole('button', { name: /^Save .* to your shortlist$/ })).toHaveAttribute('aria-pressed', 'true');
    renderCard(<ListingCard listing={{ ...cardFromListItem(item), pId: '' }} />);
    expect(screen.getAllByRole('button', { name: /^Save .* to your shortlist$/ })).toHaveLength(1);
  });
});
