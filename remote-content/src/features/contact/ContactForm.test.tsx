import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { FormPostBack } from 'contracts/forms';
import { renderWithProviders } from '../../test/renderWithProviders';
import { mockApi, renderOnServer } from 'shared-ui/testing';
import { makeStore } from '../../store/makeStore';
import { apiError, enquiryRoute } from '../../test/api';
import { useTestConfig } from '../../test/testConfig';
import { ContactForm, SUCCESS_MESSAGE } from './ContactForm';
import { sendEmailCopy as realSendEmailCopy } from './emailCopy';

jest.mock('./emailCopy', () => ({ sendEmailCopy: jest.fn(async () => 'skipped') }));
const sendEmailCopy = jest.mocked(realSendEmailCopy);

const VALID = {
  Name: 'Asha Gupta',
  Email: 'asha@example.com',
  Phone: '9810000000',
  Subject: '3 BHK in Sector 150',
  Message: 'Please call me after 6 pm.',
};

const POSTED = {
  name: 'Asha Gupta',
  email: 'asha@example.com',
  phone: '9810000000',
  subject: '3 BHK',
  message: 'Call me',
};
const EMPTY_POST = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, values: Record<string, string> = VALID) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

// Each test sets how the API answers the enquiry (checked against the contract, as is what the form sends).
const api = mockApi();
const { calls } = api;

const button = () => screen.getByRole('button', { name: /GET A FREE SERVICE|SENDING/ });

beforeEach(() => {
  useTestConfig();
  sendEmailCopy.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('has the five labelled fields with the spec input types and the submit text', () => {
    api.use(enquiryRoute({ body: { status: 200, id: 1 } }));
    renderWithProviders(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'Get A Quote' })).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'number');
    // Numeric keypad on phones; no autofill name (none for phones is valid HTML on a number input).
    expect(field('Phone')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Phone')).not.toHaveAttribute('autocomplete');
    for (const label of Object.keys(VALID)) expect(field(label)).toBeRequired();
    expect(screen.getByRole('button', { name: 'GET A FREE SERVICE' })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it('links the privacy notice next to the submit button, the next stop of the keyboard', async () => {
    renderWithProviders(<ContactForm />);
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link.parentElement).toHaveTextContent('How we use your details: Privacy Policy');
    expect(button().closest('form')).toContainElement(link);
    button().focus();
    await userEvent.setup().tab();
    expect(link).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('shows "This field is required" under every empty field and sends nothing', async () => {
    const user = userEvent.setup();
    api.use(enquiryRoute({ body: { status: 200, id: 1 } }));
    renderWithProviders(<ContactForm />);
    await user.click(button());
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    for (const label of Object.keys(VALID)) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription('This field is required');
    }
    expect(field('Name')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('marks only the fields still empty, and clears a message once the field is edited', async () => {
    const user = userEvent.setup();
    api.use(enquiryRoute({ body: { status: 200, id: 1 } }));
    renderWithProviders(<ContactForm />);
    await fillAll(user, { ...VALID, Subject: '', Message: '' });
    await user.click(button());
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(field('Subject')).toHaveAccessibleDescription('This field is required');
    await user.type(field('Subject'), 'x');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
  });

  it('checks the e-mail, phone and length rules of the shared schema in the browser', async () => {
    const user = userEvent.setup();
    api.use(enquiryRoute({ body: { status: 200, id: 1 } }));
    renderWithProviders(<ContactForm />);
    await fillAll(user, { ...VALID, Email: 'asha@', Phone: '12345' });
    await user.click(button());
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a 10-digit phone number')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a message of any length with a message, never a crash', async () => {
    const user = userEvent.setup();
    api.use(enquiryRoute({ body: { status: 200, id: 1 } }));
    renderWithProviders(<ContactForm />);
    await fillAll(user, { ...VALID, Message: '' });
    // Pasted rather than typed: 20,000 characters of mixed alphabets.
    field('Message').focus();
    await user.paste('नमस्ते مرحبا 你好 🏠 '.repeat(1000));
    await user.click(button());
    expect(screen.getByText('Please keep this under 5000 characters')).toBeInTheDocument();
  });

  it('posts the enquiry with an Idempotency-Key and the honeypot, then shows success and resets', async () => {
    const user = userEvent.setup();
    api.use(enquiryRoute({ body: { status: 200, id: 7 } }));
    renderWithProviders(<ContactForm />);
    await fillAll(user);
    await user.click(button());
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe('http://api.test/api/request-form');
    expect(call.method).toBe('POST');
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(call.body ?? '')).toEqual({
      name: 'Asha Gupta',
      email: 'asha@example.com',
      phone: '9810000000',
      subject: '3 BHK in Sector 150',
      message: 'Please call me after 6 pm.',
      website: '',
    });
    for (const label of Object.keys(VALID)) expect(field(label)).toHaveValue(label === 'Phone' ? null : '');
    expect(sendEmailCopy).toHaveBeenCalledTimes(1);
  });

  it('shows success only after the server answered, and the button cannot be pressed twice', async () => {
    const user = userEvent.setup();
    let release: (v: { status: number; body: unknown }) => void = () => undefined;
    api.use(enquiryRoute(() => new Promise((resolve) => (release = resolve))));
    renderWithProviders(<ContactForm />);
    await fillAll(user);
    await user.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    expect(button()).toHaveTextContent('SENDING…');
    expect(screen.queryByText(SUCCESS_MESSAGE)).not.toBeInTheDocument();
    await user.click(button());
    // Even a submit event that bypasses the disabled button does not send again.
    act(() => {
      (button().closest('form') as HTMLFormElement).requestSubmit();
    });
    await act(async () => release({ status: 200, body: { status: 200, id: 3 } }));
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(button()).toBeEnabled();
  });

  it('keeps every field on a server failure, explains it, and retries with the same key', async () => {
    const user = userEvent.setup();
    let fail = true;
    api.use(
      enquiryRoute(() =>
        fail
          ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }
          : { status: 200, body: { status: 200, id: 9 } },
      ),
    );
    renderWithProviders(<ContactForm />);
    await fillAll(user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent.*still here/);
    expect(screen.queryByText(SUCCESS_MESSAGE)).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Asha Gupta');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Phone')).toHaveValue(9810000000);
    expect(field('Subject')).toHaveValue('3 BHK in Sector 150');
    expect(field('Message')).toHaveValue('Please call me after 6 pm.');
    expect(sendEmailCopy).not.toHaveBeenCalled();

    fail = false;
    await user.click(button());
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(calls[0]!.headers.get('Idempotency-Key'));
  });

  it('a network failure keeps the input and says so', async () => {
    const user = userEvent.setup();
    api.use(enquiryRoute('network-error'));
    renderWithProviders(<ContactForm />);
    await fillAll(user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/);
    expect(field('Name')).toHaveValue('Asha Gupta');
  });

  it('shows the server’s 400 field messages under the fields', async () => {
    const user = userEvent.setup();
    api.use(
      enquiryRoute({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please check the form',
          fields: { subject: 'Subject rejected by the server' },
        },
      }),
    );
    renderWithProviders(<ContactForm />);
    await fillAll(user);
    await user.click(button());
    expect(await screen.findByText('Subject rejected by the server')).toBeInTheDocument();
    expect(field('Subject')).toHaveAccessibleDescription('Subject rejected by the server');
    expect(field('Subject')).toHaveValue('3 BHK in Sector 150');
    expect(screen.getByRole('alert')).toHaveTextContent(/highlighted fields/);
  });

  it('a new key is used for changed data after a failure', async () => {
    const user = userEvent.setup();
    api.use(enquiryRoute(apiError(503, 'down', 'Service Unavailable')));
    renderWithProviders(<ContactForm />);
    await fillAll(user);
    await user.click(button());
    await screen.findByRole('alert');
    await user.type(field('Message'), ' Thanks.');
    await user.click(button());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers.get('Idempotency-Key')).not.toBe(calls[0]!.headers.get('Idempotency-Key'));
  });

  it('has a hidden honeypot that people cannot reach', () => {
    api.use(enquiryRoute({ body: { status: 200, id: 1 } }));
    const { container } = renderWithProviders(<ContactForm />);
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(container).queryByRole('textbox', { name: /website/i })).toBeNull();
  });
});

describe('ContactForm without JavaScript', () => {
  /** The form as the site server renders it at `path` (maybe shown again after a post), put on the page to be read. */
  const onServer = (path: string, postBack?: FormPostBack) => {
    const { html } = renderOnServer(
      <Provider store={makeStore()}>
        <ContactForm />
      </Provider>,
      path,
      { postBack, formKey: 'key-1' },
    );
    document.body.innerHTML = html;
  };
  const form = () => screen.getByRole('form', { name: 'Get A Quote' });

  it('posts every field to its own page, with its name and the render key', () => {
    onServer('/contact');
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/contact');
    const posted = new FormData(form() as HTMLFormElement);
    expect([...posted.keys()]).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'subject', 'message', 'website', 'site-form', 'site-form-key']),
    );
    expect(posted.get('site-form')).toBe('contact');
    expect(posted.get('site-form-key')).toBe('key-1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shown again after an invalid post: every value kept, each field its message', () => {
    onServer('/contact', {
      form: 'contact',
      values: { ...EMPTY_POST, name: 'Asha Gupta', email: 'asha@', message: 'Call me' },
      errors: { email: 'Please enter a valid e-mail address', phone: 'This field is required' },
      failure: null,
    });
    expect(field('Name')).toHaveValue('Asha Gupta');
    expect(field('Email')).toHaveValue('asha@');
    expect(field('Message')).toHaveValue('Call me');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(field('Phone')).toHaveAccessibleDescription('This field is required');
    expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shown again after the API refused it: says why, as with JavaScript, and keeps the values', () => {
    onServer('/contact', {
      form: 'contact',
      values: { ...EMPTY_POST, ...POSTED },
      errors: {},
      failure: { status: 429 },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many enquiries were sent from this connection');
    expect(field('Subject')).toHaveValue(POSTED.subject);
  });

  it("another form's post-back leaves it empty", () => {
    onServer('/contact', { form: 'loan-lead', values: { name: 'Ravi' }, errors: {}, failure: null });
    expect(field('Name')).toHaveValue('');
  });

  it('the success view (?sent=contact) says it was sent, with empty fields', () => {
    onServer('/contact?sent=contact');
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_MESSAGE);
    expect(field('Name')).toHaveValue('');
  });
});
