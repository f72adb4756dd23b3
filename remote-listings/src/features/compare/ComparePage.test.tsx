import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { propertiesAnswerSchema } from 'contracts/api';
import { mockApi, type ContractRoute } from 'shared-ui/testing';
import { makeStore } from '../../store/makeStore';
import { useTestApiHost } from '../../test/testConfig';
import { apiError } from '../../test/api';
import { answerFixture, factsFixture } from './factsFixture';
import ComparePage from './ComparePage';

const api = mockApi();
const propertiesRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/properties',
  answer: propertiesAnswerSchema,
  reply,
});

function renderAt(path: string) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/compare" element={<ComparePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeAll(() => useTestApiHost());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const a = factsFixture(11, { property_name: 'ATS Pristine', price: 90, area: 1500, features: '["Gym","Pool"]' });
const b = factsFixture(12, {
  property_name: 'Gaur City',
  price: 120,
  area: 2000,
  builder_name: 'Gaurs',
  features: '["Pool","Club House"]',
});

describe('ComparePage', () => {
  it('shows the properties side by side in the URL order, amenities ticked, differences named', async () => {
    api.use(propertiesRoute({ body: answerFixture([a, b]) }));
    renderAt('/compare?ids=12,11');
    const table = await screen.findByRole('table');
    expect(api.calls.map((c) => c.query.get('ids'))).toEqual(['12,11']);
    const cols = within(table)
      .getAllByRole('columnheader')
      .filter((c) => c.getAttribute('scope') === 'col');
    expect(cols.map((c) => within(c).getAllByRole('link')[0]?.textContent)).toEqual(['Gaur City', 'ATS Pristine']);
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(
      within(row(/^Price Differs/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹1.2 Cr', '₹90 Lacs']);
    expect(
      within(row(/^Price per sqft/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹6,000/sqft', '₹6,000/sqft']);
    expect(within(row(/^Price per sqft/)).queryByText('Differs')).toBeNull();
    expect(within(row(/^Builder/)).getByText('Differs')).toBeInTheDocument();
    expect(
      within(row(/^Gym/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['✗No', '✓Yes']);
    expect(within(row(/^Pool/)).queryByText('Differs')).toBeNull();
    expect(screen.getByRole('region', { name: /2 properties side by side/ })).toHaveAttribute('tabindex', '0');
  });

  it('shows a property that no longer exists as removed, not as an error', async () => {
    api.use(propertiesRoute({ body: answerFixture([a, b], [99]) }));
    renderAt('/compare?ids=11,99,12');
    await screen.findByRole('table');
    expect(screen.getByText(/property 99 is no longer listed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare the others without it' })).toHaveAttribute(
      'href',
      '/compare?ids=11,12',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['/compare', 'Choose two to four properties to compare.'],
    ['/compare?ids=5', 'Choose at least two properties to compare.'],
    ['/compare?ids=1,2,3,4,5', 'At most 4 properties can be compared at once; this link names more.'],
    ['/compare?ids=3,3', 'This comparison link is not valid: Property 3 is named more than once.'],
    ['/compare?ids=abc,1', "This comparison link is not valid: 'abc' is not a property id."],
  ])('%s says what is wrong and asks the API nothing', (path, message) => {
    renderAt(path);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your shortlist' })).toHaveAttribute('href', '/shortlist');
    expect(api.calls).toEqual([]);
  });

  it('offers a retry when the call fails', async () => {
    api.use(propertiesRoute(apiError(500)));
    renderAt('/compare?ids=11,12');
    expect(await screen.findByRole('alert')).toHaveTextContent('These properties could not be loaded');
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
