import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { FAVORITES_KEY, readFavorites } from 'shared-ui';
import { propertiesAnswerSchema } from 'contracts/api';
import { mockApi, type ContractRoute } from 'shared-ui/testing';
import { makeStore } from '../../store/makeStore';
import { useTestApiHost } from '../../test/testConfig';
import { answerFixture, factsFixture } from '../compare';
import ShortlistPage from './ShortlistPage';

const api = mockApi();
// The API's answer for whatever ids are asked: 40 is no longer listed.
const propertiesRoute: ContractRoute = {
  path: '/api/properties',
  answer: propertiesAnswerSchema,
  reply: (call) => {
    const ids = (call.query.get('ids') ?? '').split(',').map(Number);
    return {
      body: answerFixture(
        ids.filter((id) => id !== 40).map((id) => factsFixture(id, { title: `Home ${id}` })),
        ids.filter((id) => id === 40),
      ),
    };
  },
};

const page = () => (
  <Provider store={makeStore()}>
    <MemoryRouter initialEntries={['/shortlist']}>
      <Routes>
        <Route path="/shortlist" element={<ShortlistPage />} />
        <Route path="/compare" element={<p>compare page</p>} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

const save = (keys: string[]) => window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(keys));
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Saved properties' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeAll(() => useTestApiHost());
beforeEach(() => api.use(propertiesRoute));
afterEach(() => window.localStorage.clear());

describe('ShortlistPage', () => {
  it('lists the saved properties as cards, newest first, in one call', async () => {
    save(['residential:1', 'commercial:2', 'residential:3']);
    render(page());
    expect(await screen.findByRole('heading', { name: 'Home 3' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Home 3', 'Home 2', 'Home 1']);
    expect(api.calls.map((c) => c.query.get('ids'))).toEqual(['3,2,1']);
    expect(screen.getByText(/3 saved/)).toBeInTheDocument();
  });

  it('removes a property, and follows a change made in another tab', async () => {
    save(['residential:1', 'residential:2']);
    render(page());
    await screen.findByRole('heading', { name: 'Home 2' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Home 2 from the shortlist' }));
    expect(readFavorites(window.localStorage)).toEqual(['residential:1']);
    expect(cardTitles()).toEqual(['Home 1']);
    expect(screen.getByRole('heading', { name: 'Your shortlist' })).toHaveFocus();
    act(() => {
      save(['residential:1', 'residential:5']);
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }));
    });
    expect(await screen.findByRole('heading', { name: 'Home 5' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Home 5', 'Home 1']);
  });

  it('shows a saved property that no longer exists as removed, with a way to take it off', async () => {
    save(['residential:40', 'residential:1']);
    render(page());
    expect(
      await screen.findByText('Property 40 is no longer listed. It may have been sold or withdrawn.'),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove property 40 from the shortlist' }));
    expect(readFavorites(window.localStorage)).toEqual(['residential:1']);
  });

  it('compares two to four ticked properties', async () => {
    save(['residential:1', 'residential:2', 'residential:3', 'residential:4', 'residential:5']);
    render(page());
    await screen.findByRole('heading', { name: 'Home 5' });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Home 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Home 4' }));
    expect(screen.getByRole('link', { name: 'Compare 2 properties' })).toHaveAttribute('href', '/compare?ids=4,2');
    await user.click(screen.getByRole('checkbox', { name: 'Compare Home 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Home 5' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Home 3' })).toBeDisabled();
    expect(screen.getByText(/4 of 4 ticked/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Compare 4 properties' }));
    expect(screen.getByText('compare page')).toBeInTheDocument();
  });

  it('has an empty state that links to the listings', () => {
    render(page());
    expect(screen.getByText('Your shortlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/project-listing');
    expect(api.calls).toEqual([]);
  });

  it('renders its frame on the server and hydrates it without a mismatch, then shows the list', async () => {
    save(['residential:1']);
    const html = renderToString(page());
    expect(html).toContain('Your shortlist');
    expect(html).toContain('Loading your shortlist');
    expect(html).not.toContain('Home 1');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => void hydrateRoot(container, page()));
    expect(await within(container).findByRole('heading', { name: 'Home 1' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
