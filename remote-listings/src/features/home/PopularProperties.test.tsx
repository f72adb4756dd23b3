import { screen } from '@testing-library/react';
import { mockApi } from 'shared-ui/testing';
import { curatedRoute } from '../../test/api';
import { listItemFixture } from '../../test/listingFixtures';
import { renderAt } from '../../test/renderAt';
import { useTestApiHost } from '../../test/testConfig';
import { PopularProperties } from './PopularProperties';

const api = mockApi();
beforeAll(() => useTestApiHost());

describe('PopularProperties', () => {
  it('shows each slide with its price and price per sqft', async () => {
    api.use(
      curatedRoute('best-property', {
        body: { status: 200, best_property: [listItemFixture(31, { price: 185, area: 1650 })] },
      }),
    );
    renderAt('/blog', '/blog', <PopularProperties />);
    const price = await screen.findByText('₹11,212/sqft');
    expect(price.closest('p')).toHaveTextContent('₹1.85 Cr ₹11,212/sqft');
  });
});
