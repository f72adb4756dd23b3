import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { CSRF, leadOf, leadRoute, noteRoute, sessionOf, sessionRoute } from '../../test/api';
import LeadDetailPage from './LeadDetailPage';

const api = mockApi();
beforeEach(() => useTestApiBase());

const lead = leadOf(5, {
  kind: 'property-enquiry',
  property: { kind: 'residential', id: 9, slug: 'sky-villa-9', title: 'Sky Villa' },
});
const detail = (over: object = {}) => ({
  body: { lead: { ...lead, message: 'Call after 6 pm,\nplease.', notes: [], ...over } },
});

function open(role: 'admin' | 'agent') {
  api.use(sessionRoute({ body: sessionOf(role, `${role}@noida-realty.example`, 12) }));
  renderPage(<LeadDetailPage />, `/staff/leads/property-enquiry/${lead.id}`, '/staff/leads/:kind/:id');
}

describe('LeadDetailPage', () => {
  it('shows the lead, changes its status and assignee, and adds a note, each write with the CSRF token', async () => {
    const user = userEvent.setup();
    let current = detail();
    api.use(
      leadRoute(() => current),
      leadRoute((call) => {
        const change = JSON.parse(call.body ?? '{}') as { status?: string; assigneeId?: number | null };
        current = detail({
          ...(change.status ? { status: change.status } : {}),
          ...(change.assigneeId !== undefined
            ? {
                assignee:
                  change.assigneeId === null ? null : { id: change.assigneeId, email: 'agent@noida-realty.example' },
              }
            : {}),
        });
        return current;
      }, 'PATCH'),
      noteRoute((call) => {
        const { text } = JSON.parse(call.body ?? '{}') as { text: string };
        const note = {
          id: 1,
          at: '2026-11-28T11:00:00.000Z',
          author: { id: 12, email: 'agent@noida-realty.example' },
          text,
        };
        current = detail({ notes: [note], noteCount: 1 });
        return { status: 201, body: { note } };
      }),
    );
    open('agent');

    expect(await screen.findByRole('heading', { level: 1, name: 'Visitor 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sky Villa' })).toHaveAttribute(
      'href',
      '/residential/unknown/sky-villa-9/9',
    );
    expect(screen.getByRole('link', { name: '+91 98100 12345' })).toHaveAttribute('href', 'tel:+919810012345');
    expect(screen.getByText(/Call after 6 pm/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forget this person' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('contacted'));
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('agent@noida-realty.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();

    await user.type(screen.getByLabelText(/New note/), 'Called; site visit on Sunday.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Called; site visit on Sunday.')).toBeInTheDocument();
    expect(screen.getByLabelText(/New note/)).toHaveValue('');

    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.body])).toEqual([
      ['PATCH', '{"status":"contacted"}'],
      ['PATCH', '{"assigneeId":12}'],
      ['POST', '{"text":"Called; site visit on Sunday."}'],
    ]);
    for (const w of writes) expect(w.headers.get('x-csrf-token')).toBe(CSRF);
  });

  it('lets an admin forget the person, after saying what goes', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    api.use(leadRoute(detail()), leadRoute({ body: { deleted: { enquiries: 2, loanLeads: 1 } } }, 'DELETE'));
    open('admin');
    await user.click(await screen.findByRole('button', { name: 'Forget this person' }));
    expect(confirm.mock.calls[0]?.[0]).toMatch(/Every lead with this e-mail address or phone number/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/leads$/));
    confirm.mockRestore();
  });
});
