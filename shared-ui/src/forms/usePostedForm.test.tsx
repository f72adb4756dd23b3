import { render, screen } from '@testing-library/react';
import { FORM_KEY_FIELD, FORM_NAME_FIELD, type FormPostBack } from 'contracts/forms';
import { adoptServerState, parseServerState, serializeServerState } from '../ssr/serverState';
import { renderOnServer } from '../testing/renderOnServer';
import { usePostedForm } from './usePostedForm';

const postBack: FormPostBack = {
  form: 'contact',
  values: { name: '</script>Asha', email: 'asha@' },
  errors: { email: 'Please enter a valid e-mail address' },
  failure: null,
};

/** Shows what the hook says, as a form would use it. */
function Probe({ form }: { form: 'contact' | 'loan-lead' }) {
  const posted = usePostedForm(form);
  return (
    <form method="post" action={posted.action} aria-label={form}>
      {posted.hiddenFields}
      <output data-testid="sent">{String(posted.sent)}</output>
      <output data-testid="name">{posted.postBack?.values.name ?? '(none)'}</output>
    </form>
  );
}

describe('usePostedForm on the server', () => {
  it("posts to its own page (no query), with the form's name and the render's key", () => {
    const { html } = renderOnServer(<Probe form="contact" />, '/contact?utm=x', { formKey: 'k123' });
    expect(html).toContain('action="/contact"');
    expect(html).toContain(`<input type="hidden" name="${FORM_NAME_FIELD}" value="contact"/>`);
    expect(html).toContain(`<input type="hidden" name="${FORM_KEY_FIELD}" value="k123"/>`);
    expect(html).toContain('<output data-testid="sent">false</output>');
  });

  it('is the success view at ?sent=<its name> only', () => {
    expect(renderOnServer(<Probe form="contact" />, '/contact?sent=contact').html).toContain('>true<');
    expect(renderOnServer(<Probe form="contact" />, '/contact?sent=loan-lead').html).toContain('>false<');
  });

  it("starts from its own post-back, not another form's", () => {
    const mine = renderOnServer(<Probe form="contact" />, '/contact', { postBack });
    expect(mine.html).toContain('&lt;/script&gt;Asha');
    const other = renderOnServer(<Probe form="loan-lead" />, '/contact', { postBack });
    expect(other.html).toContain('(none)');
  });
});

describe('usePostedForm in the browser', () => {
  afterEach(() => adoptServerState(null));

  it('starts from the post-back the page was rendered with, once, and keeps the same key', () => {
    const text = serializeServerState({ config: {}, stores: {}, forms: { key: 'k9', postBack } });
    adoptServerState(parseServerState(text));
    const first = render(<Probe form="contact" />);
    expect(screen.getByTestId('name')).toHaveTextContent('</script>Asha');
    expect(document.querySelector(`input[name="${FORM_KEY_FIELD}"]`)).toHaveValue('k9');
    first.unmount();
    // A later visit to the form (a client-side navigation) starts empty.
    render(<Probe form="contact" />);
    expect(screen.getByTestId('name')).toHaveTextContent('(none)');
  });

  it('a state whose post-back is malformed starts empty', () => {
    const text = JSON.stringify({
      config: {},
      stores: {},
      forms: { key: 'k', postBack: { form: 'contact', values: 5 } },
    });
    adoptServerState(parseServerState(text));
    render(<Probe form="contact" />);
    expect(screen.getByTestId('name')).toHaveTextContent('(none)');
  });
});
