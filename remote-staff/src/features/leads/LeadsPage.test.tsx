import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { leadOf, leadsRoute, sessionOf, sessionRoute } from '../../test/api';
import LeadsPage from './LeadsPage';

const api = mockApi();
beforeEach(() => useTestApiBase());

const listCalls = () => api.calls.filter((c) => c.path === '/api/staff/leads');

describe('LeadsPage', () => {
  it('lists the leads with their state, filters them through the address, and pages back', async () => {
    const user = userEvent.setup();
    api.use(
      sessionRoute({ body: sessionOf('agent', 'anil@noida-realty.example', 12) }),
      leadsRoute((call) =>
        call.query.get('before') === null
          ? {
              body: {
                leads: [
                  leadOf(1, { delivery: { state: 'failed', attempts: 4 }, noteCount: 2 }),
                  leadOf(2, {
                    kind: 'loan-lead',
                    status: 'contacted',
                    assignee: { id: 12, email: 'anil@noida-realty.example' },
                  }),
                ],
                nextBefore: 'cursor-2',
              },
            }
          : { body: { leads: [leadOf(3, { status: 'closed' })], nextBefore: null } },
      ),
    );
    renderPage(<LeadsPage />, '/staff/leads');

    expect(await screen.findByRole('link', { name: 'Visitor 1' })).toHaveAttribute(
      'href',
      `/staff/leads/enquiry/${leadOf(1).id}`,
    );
    expect(screen.getByText(/Mail: failed \(4 attempts\)/)).toBeInTheDocument();
    expect(screen.getByText(/Assigned to: anil@noida-realty.example · 0 notes/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Older leads' }));
    expect(await screen.findByRole('link', { name: 'Visitor 3' })).toBeInTheDocument();
    expect(listCalls().at(-1)?.query.get('before')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Older leads' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'new');
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Me');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/staff/leads?status=new&assignee=12'),
    );
    await waitFor(() => expect(listCalls().at(-1)?.query.toString()).toBe('status=new&assignee=12&limit=50'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/leads/export.csv?status=new&assignee=12',
    );
  });

  it('searches without putting the search text into the page address', async () => {
    const user = userEvent.setup();
    api.use(sessionRoute({ body: sessionOf('admin') }), leadsRoute({ body: { leads: [], nextBefore: null } }));
    renderPage(<LeadsPage />, '/staff/leads');
    expect(await screen.findByText('No lead matches these filters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), '98100 12345');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('q')).toBe('98100 12345'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/leads$/);
  });
});
