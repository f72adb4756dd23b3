import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { FormPostBack } from 'contracts/forms';
import { mockApi, renderOnServer, type Reply } from 'shared-ui/testing';
import { makeStore } from '../../store/makeStore';
import { LeadForm, POSTED_LEAD_THANKS } from './LeadForm';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { apiError, leadRoute } from '../../test/api';
import LeadPage from './LeadPage';

const api = mockApi();
const { calls } = api;
/** Answers the leads sent in turn: the first reply, then the second, and so on. */
const answerInTurn = (...replies: Reply[]) => api.use(leadRoute(() => replies.shift() ?? apiError(500)));

let consoleError: jest.SpiedFunction<typeof console.error>;

beforeEach(() => {
  useTestApiBase();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

const open = () => renderPage(<LeadPage />, '/check-loan-eligibility');
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Get Home Loan Estimate|Sending/ });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; phone?: string },
) {
  if (values.name) await user.type(field('Name'), values.name);
  if (values.email) await user.type(field('Email'), values.email);
  if (values.phone) await user.type(field('Phone'), values.phone);
}

/** The i-th lead sent. */
function sent(i: number) {
  const call = calls[i];
  if (!call) throw new Error(`no request ${i}`);
  return call;
}

describe('LeadPage', () => {
  it('has the form, the calculator links, the selling points and the 12 bank logos', () => {
    open();
    expect(document.title).toMatch(/Home Loan/);
    expect(screen.getByRole('heading', { level: 1, name: 'CHECK LOAN ELIGIBILITY' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home');
    expect(field('Name')).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone')).not.toBeRequired();
    // A phone keypad and the autofill name valid on a tel input (tel-national is not).
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(field('Phone')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(submit()).toHaveTextContent('Get Home Loan Estimate');
    expect(screen.getByRole('link', { name: 'Check your loan eligibility' })).toHaveAttribute(
      'href',
      '/eligibility-check',
    );
    expect(screen.getByRole('link', { name: 'Calculate your EMI' })).toHaveAttribute('href', '/emi-calculator');
    for (const point of ['Approval within 24 hours', 'Bank-grade security', '100% digital', 'Competitive rates'])
      expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByText('2 mins')).toBeInTheDocument();
    const logos = within(screen.getByRole('region', { name: 'Our associated banks' })).getAllByRole('img');
    expect(logos).toHaveLength(12);
    expect(logos.map((l) => l.getAttribute('src'))).toEqual(
      Array.from({ length: 12 }, (_, i) => `/images/banks/bank-${i + 1}.svg`),
    );
    expect(
      logos.every(
        (l) => l.getAttribute('width') === '200' && l.getAttribute('height') === '100' && l.getAttribute('alt'),
      ),
    ).toBe(true);
  });

  it('links the privacy notice next to the submit button, the next stop of the keyboard', async () => {
    open();
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link.parentElement).toHaveTextContent('How we use your details: Privacy Policy');
    expect(submit().closest('form')).toContainElement(link);
    submit().focus();
    await userEvent.setup().tab();
    expect(link).toHaveFocus();
  });

  it('has a hidden honeypot field out of the tab order', () => {
    const { container } = open();
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks empty Name and Email red without a message and sends nothing', async () => {
    open();
    const user = userEvent.setup();
    await user.click(submit());
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(field('Name')).toHaveFocus();
    expect(calls).toHaveLength(0);
    await user.type(field('Name'), 'A');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the schema message for a malformed e-mail', async () => {
    open();
    const user = userEvent.setup();
    await fill(user, { name: 'Asha', email: 'asha@' });
    await user.click(submit());
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the lead once with an Idempotency-Key and confirms', async () => {
    api.use(leadRoute({ body: { status: 200, id: 7 } }));
    open();
    const user = userEvent.setup();
    await fill(user, { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' });
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Asha Verma!');
    expect(calls).toHaveLength(1);
    const req = sent(0);
    expect(req.method).toBe('POST');
    expect(req.url).toBe('http://api.test/api/loan-lead');
    expect(req.headers.get('Idempotency-Key')).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(JSON.parse(req.body ?? '')).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      website: '',
    });
    expect(field('Name').value).toBe('');
  });

  it('takes a phone as autofill gives it for autocomplete="tel" (with +91) and sends it as written', async () => {
    api.use(leadRoute({ body: { status: 200, id: 8 } }));
    open();
    const user = userEvent.setup();
    await fill(user, { name: 'Asha Verma', email: 'asha@example.com', phone: '+91 98765 43210' });
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Asha Verma!');
    expect(JSON.parse(sent(0).body ?? '')).toMatchObject({ phone: '+91 98765 43210' });
  });

  it('a server failure shows a clear message, keeps the input, and a retry reuses the key', async () => {
    answerInTurn(apiError(500, 'boom', 'Internal Server Error'), { body: { status: 200, id: 8 } });
    open();
    const user = userEvent.setup();
    await fill(user, { name: 'Ravi', email: 'ravi@example.com' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your details right now. Please try again in a moment.',
    );
    expect(field('Name').value).toBe('Ravi');
    expect(field('Email').value).toBe('ravi@example.com');
    expect(consoleError).toHaveBeenCalled();
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Ravi!');
    expect(sent(1).headers.get('Idempotency-Key')).toBe(sent(0).headers.get('Idempotency-Key'));
  });

  it('changed data after a failure is sent with a new key', async () => {
    answerInTurn(apiError(500), apiError(500));
    open();
    const user = userEvent.setup();
    await fill(user, { name: 'Ravi', email: 'ravi@example.com' });
    await user.click(submit());
    await screen.findByRole('alert');
    await user.type(field('Name'), ' Kumar');
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(sent(1).headers.get('Idempotency-Key')).not.toBe(sent(0).headers.get('Idempotency-Key'));
  });

  it('a 400 shows the API field messages and keeps the input', async () => {
    answerInTurn({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check the form',
        fields: { phone: 'Please enter a 10-digit phone number' },
      },
    });
    open();
    const user = userEvent.setup();
    await fill(user, { name: 'Ravi', email: 'ravi@example.com', phone: '9876543210' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted details and try again.');
    expect(screen.getByText('Please enter a 10-digit phone number')).toBeInTheDocument();
    expect(field('Phone').value).toBe('9876543210');
  });

  it('a network failure says so', async () => {
    answerInTurn('network-error');
    open();
    const user = userEvent.setup();
    await fill(user, { name: 'Ravi', email: 'ravi@example.com' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
  });

  it('disables the button while sending and never sends twice', async () => {
    let answer: (r: Reply) => void = () => undefined;
    api.use(leadRoute(() => new Promise<Reply>((resolve) => (answer = resolve))));
    open();
    const user = userEvent.setup();
    await fill(user, { name: 'Ravi', email: 'ravi@example.com' });
    await user.dblClick(submit());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveTextContent('Sending…');
    expect(calls).toHaveLength(1);
    answer({ body: { status: 200, id: 9 } });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Ravi!');
    expect(submit()).toBeEnabled();
    expect(calls).toHaveLength(1);
  });
});

describe('the lead form without JavaScript', () => {
  const onServer = (path: string, postBack?: FormPostBack) => {
    const { html } = renderOnServer(
      <Provider store={makeStore()}>
        <LeadForm />
      </Provider>,
      path,
      { postBack, formKey: 'key-3' },
    );
    document.body.innerHTML = html;
  };

  it('posts to its page with its name and key', () => {
    onServer('/check-loan-eligibility');
    const form = screen.getByRole('form', { name: 'Get your home loan estimate' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/check-loan-eligibility');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      'site-form': 'loan-lead',
      'site-form-key': 'key-3',
    });
  });

  it('shown again after an invalid post: an empty Name only turns red (the rule with JavaScript), other messages shown', () => {
    onServer('/check-loan-eligibility', {
      form: 'loan-lead',
      values: { name: '', email: 'ravi@', phone: '98', website: '' },
      errors: {
        name: 'This field is required',
        email: 'Please enter a valid e-mail address',
        phone: 'Please enter a 10-digit phone number',
      },
      failure: null,
    });
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).not.toHaveAccessibleDescription('This field is required');
    expect(field('Email')).toHaveValue('ravi@');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(field('Phone')).toHaveValue('98');
  });

  it('shown again when the API could not be reached: says so, values kept', () => {
    onServer('/check-loan-eligibility', {
      form: 'loan-lead',
      values: { name: 'Ravi', email: 'ravi@example.in', phone: '', website: '' },
      errors: {},
      failure: { status: 'FETCH_ERROR' },
    });
    expect(
      screen.getByText('We could not reach the server. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ravi');
  });

  it('the success view thanks the visitor without their name (it is never in the URL)', () => {
    onServer('/check-loan-eligibility?sent=loan-lead');
    expect(screen.getByRole('status')).toHaveTextContent(POSTED_LEAD_THANKS);
  });
});
