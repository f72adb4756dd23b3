import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { accountsRoute, auditRoute } from '../../test/api';
import { AUDIT_PAGE } from './accountsEndpoints';
import AccountsPage from './AccountsPage';

const api = mockApi();
beforeEach(() => useTestApiBase());

const entry = (id: number) => ({
  id,
  at: '2026-11-28T10:05:00.000Z',
  actor: id % 2 ? 'asha@noida-realty.example' : null,
  via: id % 2 ? ('api' as const) : ('command' as const),
  action: 'staff.update',
  subject: `staff_account:${id}`,
  before: { role: 'editor' },
  after: { role: 'admin' },
});

describe('AccountsPage', () => {
  it('lists the accounts and the audit log, and pages back through it', async () => {
    const user = userEvent.setup();
    api.use(
      accountsRoute({
        body: {
          accounts: [
            {
              id: 1,
              email: 'asha@noida-realty.example',
              role: 'admin',
              disabled: false,
              createdAt: '2026-11-01T09:00:00Z',
            },
            {
              id: 2,
              email: 'old@noida-realty.example',
              role: 'agent',
              disabled: true,
              createdAt: '2026-10-01T09:00:00Z',
            },
          ],
        },
      }),
      auditRoute((call) => {
        const before = Number(call.query.get('before') ?? 1000);
        const ids = Array.from({ length: AUDIT_PAGE }, (_, i) => before - 1 - i).filter((id) => id > 940);
        return { body: { entries: ids.map(entry) } };
      }),
    );
    renderPage(<AccountsPage />, '/staff/accounts');

    expect(await screen.findByRole('cell', { name: 'old@noida-realty.example' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Disabled' })).toBeInTheDocument();
    expect(await screen.findByText('staff_account:999')).toBeInTheDocument();
    expect(screen.getAllByText('role: editor → admin')).toHaveLength(AUDIT_PAGE);
    expect(screen.getAllByText('28 Nov 2026, 15:35 IST · asha@noida-realty.example')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('staff_account:949')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('before')).toBe('950');
    // The last page is short: nothing older to ask for.
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Newest' })).toBeInTheDocument();
  });
});
