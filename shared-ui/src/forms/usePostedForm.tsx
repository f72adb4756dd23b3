import { useState, type ReactElement } from 'react';
import { FORM_KEY_FIELD, FORM_NAME_FIELD, SENT_PARAM, type FormPostBack, type PostedForm } from 'contracts/forms';
import { serverFormKey, takeServerPostBack } from '../ssr/serverState';
import { usePageUrl, useServerPage } from '../ssr/serverPage';

export interface PostedFormState {
  /** The form's `action`: its own page (the site server takes the post there). */
  action: string;
  /** The page is the form's success view (`?sent=<form>`): the form was stored. */
  sent: boolean;
  /** The post the page was rendered again for (what was typed, and why it was not stored), or null. */
  postBack: FormPostBack | null;
  /** The hidden fields every posted form carries: its name and the page's form key. */
  hiddenFields: ReactElement;
}

/**
 * A write form that also works as a plain HTML post (without JavaScript, or before it runs): where
 * it posts, whether the page is its success view, and the post-back it starts from. With JavaScript
 * the form sends itself as before; this only sets where it starts.
 */
export function usePostedForm(form: PostedForm): PostedFormState {
  const page = useServerPage();
  const url = usePageUrl();
  // Read once: the server's post-back on the server, the same one adopted in the browser.
  const [postBack] = useState(() =>
    page ? (page.postBack?.form === form ? page.postBack : null) : takeServerPostBack(form),
  );
  const key = page ? (page.formKey ?? '') : serverFormKey();
  return {
    action: url.pathname,
    sent: url.searchParams.get(SENT_PARAM) === form,
    postBack,
    hiddenFields: (
      <>
        <input type="hidden" name={FORM_NAME_FIELD} value={form} />
        <input type="hidden" name={FORM_KEY_FIELD} value={key} />
      </>
    ),
  };
}
