import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createServerPage, ServerPageContext } from 'shared-ui';
import { MemoryRouter } from 'shared-ui/router';
import { renderRoute } from 'shared-ui/testing';
import { makeStore } from '../../store/makeStore';
import { useTestApiHost } from '../../test/testConfig';
import { ContactBar } from './ContactBar';
import { PropertyEnquiry } from './PropertyEnquiry';

const PATH = '/residential/noida/ats-pristine-3-bhk/42';
const listing = { kind: 'residential', pid: 42, name: 'ATS Pristine' } as const;

function Page() {
  return (
    <>
      <PropertyEnquiry listing={listing} price="₹1.9 Cr" />
      <ContactBar listing={listing} />
    </>
  );
}

beforeAll(() => useTestApiHost());
beforeEach(() => window.history.replaceState(null, '', PATH));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('ContactBar', () => {
  it('offers Call, WhatsApp (naming the property and its page) and Enquire', () => {
    renderRoute(<Page />, { store: makeStore(), url: PATH });
    const bar = screen.getByRole('navigation', { name: 'Contact us about this property' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Call', 'WhatsApp', 'Enquire']);
    expect(links[0]).toHaveAttribute('href', 'tel:+919810000000');
    expect(new URL(links[1]?.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      `Hello, I am interested in ATS Pristine: http://localhost${PATH}`,
    );
    // Without JavaScript the link still goes to the panel.
    expect(links[2]).toHaveAttribute('href', '#property-enquiry');
  });

  it('Enquire brings the form into view and puts the keyboard in its first field', async () => {
    const user = userEvent.setup();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderRoute(<Page />, { store: makeStore(), url: PATH });
    await user.click(screen.getByRole('link', { name: 'Enquire' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'property-enquiry');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    // The keyboard works too: Enter on the focused link.
    screen.getByRole('link', { name: 'Enquire' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });

  it('the server’s HTML of the panel and the bar hydrates without a mismatch', async () => {
    const tree = (page?: ReturnType<typeof createServerPage>) => (
      <ServerPageContext.Provider value={page ?? null}>
        <Provider store={makeStore()}>
          <MemoryRouter initialEntries={[PATH]}>
            <Page />
          </MemoryRouter>
        </Provider>
      </ServerPageContext.Provider>
    );
    const html = renderToString(tree(createServerPage(new URL(PATH, 'http://localhost'))));
    expect(html).toContain('https://wa.me/919810000000?text=');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
