import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactEnquirySchema, writeAnswerSchema } from 'contracts/api';
import type { FormPostBack } from 'contracts/forms';
import { Provider } from 'react-redux';
import { apiError, mockApi, renderOnServer, renderRoute, type ContractRoute } from 'shared-ui/testing';
import { makeStore } from '../../store/makeStore';
import { useTestApiHost } from '../../test/testConfig';
import { PropertyEnquiry } from './PropertyEnquiry';
import { sentMessage } from './EnquiryForm';

type Reply = ContractRoute['reply'];
const enquiryRoute = (reply: Reply): ContractRoute => ({
  method: 'POST',
  path: '/api/request-form',
  answer: writeAnswerSchema,
  accepts: contactEnquirySchema,
  reply,
});

const PATH = '/commercial/gandhi-nagar/nirala-estate/236';
const listing = { kind: 'commercial', pid: 236, name: 'Nirala Estate' } as const;
const api = mockApi();
const { calls } = api;

function renderPanel() {
  return renderRoute(<PropertyEnquiry listing={listing} price="₹46 Lacs" />, { store: makeStore(), url: PATH });
}
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Send enquiry|SENDING/ });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Asha Gupta');
  await user.type(field('Phone'), '98100 12345');
  await user.type(field('Email'), 'asha@example.com');
}

beforeAll(() => useTestApiHost());
beforeEach(() => {
  window.history.replaceState(null, '', PATH);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('PropertyEnquiry', () => {
  it('shows the short form with the message prefilled, the call and WhatsApp links', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Interested in this property?' })).toBeInTheDocument();
    expect(screen.getByText('₹46 Lacs')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message')).toHaveValue('I am interested in Nirala Estate. Please send me more details.');
    for (const label of ['Name', 'Phone', 'Email', 'Message']) expect(field(label)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Call +91 98100 00000' })).toHaveAttribute('href', 'tel:+919810000000');
    const whatsapp = screen.getByRole('link', { name: /WhatsApp us/ });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/919810000000');
    expect(href.searchParams.get('text')).toBe(`Hello, I am interested in Nirala Estate: http://localhost${PATH}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(calls).toHaveLength(0);
  });

  it('links the privacy notice right after the submit button, the next stop of the keyboard', async () => {
    renderPanel();
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link.parentElement).toHaveTextContent('How we use your details: Privacy Policy');
    button().focus();
    await userEvent.setup().tab();
    expect(link).toHaveFocus();
  });

  it('checks the shared rules in the browser and sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.clear(field('Message'));
    await user.click(button());
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAccessibleDescription('This field is required');
    await user.type(field('Name'), 'Asha');
    await user.type(field('Phone'), '12345');
    await user.type(field('Email'), 'asha@');
    await user.type(field('Message'), 'Hi');
    await user.click(button());
    expect(await screen.findByText('Please enter a 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the enquiry with the listing’s kind and id and an Idempotency-Key, then says so and resets', async () => {
    const user = userEvent.setup();
    api.use(enquiryRoute({ body: { status: 200, id: 7 } }));
    renderPanel();
    await fill(user);
    await user.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(sentMessage('Nirala Estate'));
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe('http://api.test/api/request-form');
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(call.body ?? '')).toEqual({
      name: 'Asha Gupta',
      phone: '98100 12345',
      email: 'asha@example.com',
      subject: 'Enquiry about Nirala Estate',
      message: 'I am interested in Nirala Estate. Please send me more details.',
      website: '',
      property_kind: 'commercial',
      property_id: 236,
    });
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('I am interested in Nirala Estate. Please send me more details.');
  });

  it('sends once however often it is pressed, and says sent only after the server stored it', async () => {
    const user = userEvent.setup();
    let release: (v: { status: number; body: unknown }) => void = () => undefined;
    api.use(enquiryRoute(() => new Promise((resolve) => (release = resolve))));
    renderPanel();
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    expect(button()).toHaveTextContent('SENDING…');
    act(() => {
      (button().closest('form') as HTMLFormElement).requestSubmit();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => release({ status: 200, body: { status: 200, id: 3 } }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('keeps every field on a failure, explains it, and retries with the same key', async () => {
    const user = userEvent.setup();
    let fail = true;
    api.use(
      enquiryRoute(() => (fail ? apiError(500, 'x', 'Internal Server Error') : { body: { status: 200, id: 9 } })),
    );
    renderPanel();
    await fill(user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent.*Everything you typed is still here/);
    expect(field('Name')).toHaveValue('Asha Gupta');
    expect(field('Phone')).toHaveValue('98100 12345');
    expect(field('Email')).toHaveValue('asha@example.com');
    fail = false;
    await user.click(button());
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(calls[0]!.headers.get('Idempotency-Key'));
  });

  it('shows the server’s 400 field messages under the fields, and a network failure plainly', async () => {
    const user = userEvent.setup();
    api.use(
      enquiryRoute({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Check', fields: { email: 'Refused by the server' } },
      }),
    );
    renderPanel();
    await fill(user);
    await user.click(button());
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    api.use(enquiryRoute('network-error'));
    await user.type(field('Email'), 'x');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/);
  });

  it('has a honeypot people cannot reach', () => {
    const { container } = renderPanel();
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(container).queryByRole('textbox', { name: /website/i })).toBeNull();
  });
});

describe('the enquiry without JavaScript', () => {
  const onServer = (path: string, postBack?: FormPostBack) => {
    const { html } = renderOnServer(
      <Provider store={makeStore()}>
        <PropertyEnquiry listing={listing} price="₹46 Lacs" />
      </Provider>,
      path,
      { postBack, formKey: 'key-2' },
    );
    document.body.innerHTML = html;
  };
  const form = () => screen.getByRole('form', { name: 'Enquiry about Nirala Estate' }) as HTMLFormElement;

  it("posts to the listing's page with the listing's subject, kind and id", () => {
    onServer(PATH);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', PATH);
    const posted = Object.fromEntries(new FormData(form()));
    expect(posted).toMatchObject({
      'site-form': 'enquiry',
      'site-form-key': 'key-2',
      property_kind: 'commercial',
      property_id: '236',
      name: '',
      message: expect.stringContaining('Nirala Estate'),
    });
    expect(String(posted.subject)).toContain('Nirala Estate');
  });

  it('shown again after an invalid post: values kept, each message shown', () => {
    onServer(PATH, {
      form: 'enquiry',
      values: { name: 'Asha Gupta', phone: '12', email: 'asha@example.com', message: 'Is it free?', website: '' },
      errors: { phone: 'Please enter a 10-digit phone number' },
      failure: null,
    });
    expect(field('Name')).toHaveValue('Asha Gupta');
    expect(field('Message')).toHaveValue('Is it free?');
    expect(field('Phone')).toHaveAccessibleDescription('Please enter a 10-digit phone number');
  });

  it('the success view (?sent=enquiry) says it was sent', () => {
    onServer(`${PATH}?sent=enquiry`);
    expect(screen.getByRole('status')).toHaveTextContent(sentMessage('Nirala Estate'));
  });
});
