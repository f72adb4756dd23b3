import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_MAX_BYTES, staffPhotosAnswerSchema, type StaffPhoto } from 'contracts/api';
import { checkedFixture, mockApi, TEST_API_ORIGIN } from 'shared-ui/testing';
import { setCsrfToken } from '../../api/csrf';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { CSRF, photoOf, photoRoute, photosRoute } from '../../test/api';
import { ListingPhotos } from './ListingPhotos';

const api = mockApi();
beforeEach(() => useTestApiBase());
afterEach(() => jest.restoreAllMocks());

const UPLOAD_URL = `${TEST_API_ORIGIN}/api/staff/listings/9/photos`;

const open = () => {
  const page = renderPage(<ListingPhotos listingId={9} />, '/staff/listings/9', '/staff/listings/:id');
  page.store.dispatch(setCsrfToken(CSRF));
  return page;
};

const photoFile = (name: string, type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });

interface SentUpload {
  init: RequestInit;
}

/**
 * The upload goes through fetch with the browser's FormData; jsdom's FormData cannot travel
 * through Node's fetch (which msw intercepts), so the upload's fetch is answered here and the
 * rest go on to the API mock.
 */
function answerUploads(reply: (files: File[]) => { status: number; body: unknown }) {
  const sent: SentUpload[] = [];
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input) !== UPLOAD_URL || init?.method !== 'POST') return realFetch(input, init);
    sent.push({ init: init });
    const files = (init.body as FormData).getAll('photos') as File[];
    const { status, body } = reply(files);
    if (status < 300) checkedFixture(staffPhotosAnswerSchema, body, 'the upload answer');
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return sent;
}

describe('ListingPhotos', () => {
  it('uploads the chosen files as FormData with the CSRF token, then lists them as thumbnails', async () => {
    const user = userEvent.setup();
    let photos: StaffPhoto[] = [];
    api.use(photosRoute(() => ({ body: { photos } })));
    const sent = answerUploads((files) => {
      photos = files.map((_, i) => photoOf(i + 1));
      return { status: 201, body: { photos } };
    });
    open();

    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
    const input = screen.getByLabelText('Add photos');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    await user.upload(input, [photoFile('living.jpg'), photoFile('kitchen.png', 'image/png')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));

    expect(await screen.findByText('2 photos added.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const { init } = sent[0] ?? { init: {} };
    expect(init.body).toBeInstanceOf(FormData);
    expect(((init.body as FormData).getAll('photos') as File[]).map((f) => f.name)).toEqual([
      'living.jpg',
      'kitchen.png',
    ]);
    expect(new Headers(init.headers).get('x-csrf-token')).toBe(CSRF);
    // The browser writes multipart/form-data with its boundary: no Content-Type is set by hand.
    expect(new Headers(init.headers).has('content-type')).toBe(false);
    expect(init.credentials).toBe('same-origin');

    const list = await screen.findByRole('list', { name: 'Photos, in the order shown' });
    const first = within(list).getByRole('img', { name: 'Photo 1' });
    expect(first).toHaveAttribute('src', '/api/images/photos/photo00000000001/640.jpg');
    expect(first).toHaveAttribute('sizes', '160px');
    expect(first.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/api/images/photos/photo00000000001/320.avif 320w, /api/images/photos/photo00000000001/640.avif 640w',
    );
    expect(screen.getByRole('heading', { name: 'Photos (2 of 20)' })).toBeInTheDocument();
  });

  it('shows the upload as pending, with the file input and button disabled, until the API answers', async () => {
    const user = userEvent.setup();
    api.use(photosRoute({ body: { photos: [] } }));
    let answer: (response: Response) => void = () => undefined;
    const realFetch = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input) === UPLOAD_URL && init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : realFetch(input, init),
    );
    open();
    await user.upload(await screen.findByLabelText('Add photos'), photoFile('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading one photo…');
    expect(screen.getByLabelText('Add photos')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    answer(
      new Response(JSON.stringify({ photos: [photoOf(1)] }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText('One photo added.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add photos')).toBeEnabled();
  });

  it.each([
    [413, "'huge.jpg' is larger than 15 MB: nothing was stored."],
    [400, "'notes.jpg' is not a photo (JPEG, PNG, WebP or AVIF): nothing was stored."],
  ])("shows the API's %s refusal naming the file", async (status, message) => {
    const user = userEvent.setup();
    api.use(photosRoute({ body: { photos: [] } }));
    answerUploads(() => ({ status, body: { statusCode: status, error: 'Refused', message } }));
    open();
    await user.upload(await screen.findByLabelText('Add photos'), photoFile('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Still chosen: the next try needs no new pick.
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('refuses 21 files and a file over 15 MB without calling the API', async () => {
    const user = userEvent.setup();
    api.use(photosRoute({ body: { photos: [] } }));
    const sent = answerUploads(() => ({ status: 201, body: { photos: [] } }));
    open();
    const input = await screen.findByLabelText('Add photos');

    await user.upload(
      input,
      Array.from({ length: 21 }, (_, i) => photoFile(`p${i}.jpg`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('At most 20 photos per upload: you chose 21.');
    expect(screen.getByRole('button', { name: 'Upload 21 photos' })).toBeDisabled();

    const big = photoFile('big.jpg');
    Object.defineProperty(big, 'size', { value: PHOTO_MAX_BYTES + 1 });
    await user.upload(input, [photoFile('ok.jpg'), big]);
    expect(screen.getByRole('alert')).toHaveTextContent("'big.jpg' is larger than 15 MB (15.0 MB).");
    expect(screen.getByRole('button', { name: 'Upload 2 photos' })).toBeDisabled();
    expect(sent).toHaveLength(0);
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('refuses more photos than the listing has room for', async () => {
    const user = userEvent.setup();
    api.use(photosRoute({ body: { photos: Array.from({ length: 19 }, (_, i) => photoOf(i + 1)) } }));
    open();
    await user.upload(await screen.findByLabelText('Add photos'), [photoFile('a.jpg'), photoFile('b.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A listing has at most 20 photos and this one has 19: choose at most 1.',
    );
  });

  it('edits alt text, moves a photo and deletes one, each with PATCH or DELETE and the CSRF token', async () => {
    const user = userEvent.setup();
    let photos = [photoOf(1), photoOf(2), photoOf(3)];
    api.use(
      photosRoute(() => ({ body: { photos } })),
      photoRoute((call) => {
        const change = JSON.parse(call.body ?? '{}') as { alt?: string; position?: number };
        const id = call.path.split('/').pop();
        const photo = photos.find((p) => p.id === id);
        if (photo === undefined)
          return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No photo' } };
        const changed = { ...photo, alt: change.alt ?? photo.alt };
        const rest = photos.filter((p) => p.id !== id);
        rest.splice(change.position ?? photo.position, 0, changed);
        photos = rest.map((p, i) => ({ ...p, position: i }));
        return { body: { photo: changed } };
      }),
      photoRoute((call) => {
        photos = photos.filter((p) => p.id !== call.path.split('/').pop()).map((p, i) => ({ ...p, position: i }));
        return { status: 204, body: null };
      }, 'DELETE'),
    );
    open();

    const alt = await screen.findByLabelText('Alt text of photo 2');
    await user.clear(alt);
    await user.type(alt, 'Kitchen with a window');
    await user.click(within(alt.closest('form') as HTMLFormElement).getByRole('button', { name: 'Save alt text' }));
    expect(await screen.findByRole('img', { name: 'Kitchen with a window' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    await waitFor(() =>
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
        'Kitchen with a window',
        'Photo 1',
        'Photo 3',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Move photo 2 down' }));
    await waitFor(() => expect(screen.getAllByRole('img')[2]).toHaveAttribute('alt', 'Photo 1'));

    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));

    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path} ${c.body ?? ''}`)).toEqual([
      'PATCH /api/staff/photos/photo00000000002 {"alt":"Kitchen with a window"}',
      'PATCH /api/staff/photos/photo00000000002 {"position":0}',
      'PATCH /api/staff/photos/photo00000000001 {"position":2}',
      'DELETE /api/staff/photos/photo00000000002 ',
    ]);
    for (const w of writes) expect(w.headers.get('x-csrf-token')).toBe(CSRF);
  });
});
