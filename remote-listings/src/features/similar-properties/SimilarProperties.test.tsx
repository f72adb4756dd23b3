import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from 'shared-ui/testing';
import { apiError, similarRoute } from '../../test/api';
import { listItemFixture } from '../../test/listingFixtures';
import { renderAt } from '../../test/renderAt';
import { useTestApiHost } from '../../test/testConfig';
import { NO_SIMILAR_TEXT, SimilarProperties } from './SimilarProperties';

const api = mockApi();
const ROUTE = '/residential/:queryLocation/:propertyName/:pid';
const PATH = '/residential/noida/listing-1/1';

beforeAll(() => useTestApiHost());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('SimilarProperties', () => {
  it("shows the API's listings as cards in its order, asking for six", async () => {
    api.use(
      similarRoute('residential', 1, {
        body: { status: 200, similar_properties: [listItemFixture(31), listItemFixture(32, { images: '[]' })] },
      }),
    );
    renderAt(PATH, ROUTE, <SimilarProperties kind="residential" pid={1} />);
    const block = (await screen.findByRole('heading', { name: 'Similar Properties' })).parentElement as HTMLElement;
    const links = await within(block).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/residential/noida/listing-31/31',
      '/residential/noida/listing-32/32',
    ]);
    expect(block).toHaveTextContent('In the same city, of the same type, priced within 25% of this one.');
    expect(api.calls.map((c) => `${c.path}?${c.query.toString()}`)).toEqual([
      '/api/property-detail/residential/1/similar?limit=6',
    ]);
  });

  it('says so in a short message when nothing is similar', async () => {
    api.use(similarRoute('commercial', 7, { body: { status: 200, similar_properties: [] } }));
    renderAt(
      '/commercial/noida/x/7',
      '/commercial/:queryLocation/:propertyName/:pid',
      <SimilarProperties kind="commercial" pid={7} />,
    );
    expect(await screen.findByText(NO_SIMILAR_TEXT)).toBeInTheDocument();
  });

  it('treats an unknown listing as having nothing similar (no error)', async () => {
    api.use(similarRoute('residential', 1, apiError(404, 'No residential property with id 1', 'Not Found')));
    renderAt(PATH, ROUTE, <SimilarProperties kind="residential" pid={1} />);
    expect(await screen.findByText(NO_SIMILAR_TEXT)).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows a polite message with Retry when the call fails, and logs it', async () => {
    let fail = true;
    api.use(
      similarRoute('residential', 1, () =>
        fail ? apiError(500, 'boom') : { body: { status: 200, similar_properties: [listItemFixture(31)] } },
      ),
    );
    renderAt(PATH, ROUTE, <SimilarProperties kind="residential" pid={1} />);
    expect(await screen.findByText('The similar properties could not be loaded.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Could not load the similar properties', expect.anything());
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Featured 31|listing/i })).toBeInTheDocument();
  });
});
