import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderOnServer } from 'shared-ui/testing';
import { Provider } from 'react-redux';
import { makeStore } from '../../store/makeStore';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { apiError, CSRF, sessionOf, sessionRoute, signedOut, signInRoute, signOutRoute } from '../../test/api';
import { StaffGate } from './StaffGate';

const api = mockApi();

beforeEach(() => useTestApiBase());

const screenBehindGate = (area?: 'leads' | 'accounts') =>
  renderPage(
    <StaffGate area={area} title="Leads">
      <p>The protected screen</p>
    </StaffGate>,
    '/staff/leads',
  );

describe('StaffGate', () => {
  it('on the server: the sign-in heading and a no-JavaScript note, never the screen or a call for the session', () => {
    const { html } = renderOnServer(
      <Provider store={makeStore()}>
        <StaffGate title="Leads">
          <p>The protected screen</p>
        </StaffGate>
      </Provider>,
      '/staff/leads',
    );
    expect(html).toContain('Staff sign-in');
    expect(html).toContain('needs JavaScript');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('The protected screen');
    expect(api.calls).toHaveLength(0);
  });

  it('without a session: the sign-in form; a right password opens the screen, and writes carry the CSRF token', async () => {
    const user = userEvent.setup();
    api.use(
      sessionRoute(signedOut),
      signInRoute(() => ({ body: sessionOf('admin') })),
      signOutRoute(),
    );
    screenBehindGate('accounts');
    await user.type(await screen.findByLabelText(/E-mail/), ' admin@noida-realty.example ');
    await user.type(screen.getByLabelText(/Password/), 'orchid lantern basalt 42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('The protected screen')).toBeInTheDocument();
    const signIn = api.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(signIn?.body ?? '{}')).toEqual({
      email: 'admin@noida-realty.example',
      password: 'orchid lantern basalt 42',
    });
    expect(screen.getByRole('link', { name: 'Staff accounts' })).toBeInTheDocument();
    expect(screen.getByText('admin@noida-realty.example')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api.calls.find((c) => c.method === 'DELETE')?.headers.get('x-csrf-token')).toBe(CSRF);
  });

  it("a refused sign-in shows the API's message, keeps the address and empties the password", async () => {
    const user = userEvent.setup();
    api.use(
      sessionRoute(signedOut),
      signInRoute(apiError(401, 'The e-mail address or the password is wrong.', 'Unauthorized')),
    );
    screenBehindGate();
    await user.type(await screen.findByLabelText(/E-mail/), 'asha@noida-realty.example');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('The e-mail address or the password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('asha@noida-realty.example');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });

  it('a role the area does not admit sees why, not the screen', async () => {
    api.use(sessionRoute({ body: sessionOf('editor') }));
    screenBehindGate('leads');
    expect(await screen.findByText('Leads is not open to your role')).toBeInTheDocument();
    expect(screen.getByText('Signed in as editor: admin or agent may open this screen.')).toBeInTheDocument();
    expect(screen.queryByText('The protected screen')).toBeNull();
  });

  it('a server that cannot be reached is said so, with a retry', async () => {
    api.use(sessionRoute('network-error'));
    screenBehindGate();
    expect(await screen.findByText(/cannot be reached/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
