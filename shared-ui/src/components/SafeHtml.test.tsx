import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders database HTML without scripts, handlers or javascript: links', async () => {
    const html =
      '<p>Good <a href="javascript:alert(1)">link</a><img src=x onerror="alert(1)"><script>alert(1)</script><a href="/ok" target="_blank">ok</a></p><iframe src="https://evil.example"></iframe>';
    const { container } = render(<SafeHtml html={html} />);
    expect(await screen.findByText('Good')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect(screen.getByText('ok')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for empty input', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.textContent).toBe('');
  });
});

/** Hydrates server markup with a SafeHtml whose DOMPurify has not been downloaded yet (fresh modules). */
async function hydrateServerMarkup(serverMarkup: string, html: string) {
  let result!: {
    container: HTMLDivElement;
    rerender: (next: string) => Promise<void>;
    flush: () => Promise<void>;
    errors: jest.SpyInstance;
  };
  // DOMPurify's download, held until the test lets it finish.
  let finishDownload!: () => void;
  const downloaded = new Promise<void>((resolve) => (finishDownload = resolve));
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../format/sanitizerRuntime', () => {
      const actual = jest.requireActual<typeof import('../format/sanitizerRuntime')>('../format/sanitizerRuntime');
      return { ...actual, importPurifier: () => downloaded.then(actual.importPurifier) };
    });
    const { act, createElement } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { SafeHtml: FreshSafeHtml } = await import('./SafeHtml');
    const { loadSanitizer, sanitizeHtmlSync } = await import('../format/sanitize');
    expect(sanitizeHtmlSync('<p>x</p>')).toBeNull();
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);
    const element = (h: string) => createElement(FreshSafeHtml, { className: 'body', html: h });
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, element(html));
    });
    result = {
      container,
      errors,
      rerender: async (next) => act(async () => root.render(element(next))),
      // The download ends; then the sanitiser's promise callbacks and React's update.
      flush: async () => {
        finishDownload();
        await act(async () => void (await loadSanitizer()));
      },
    };
  });
  return result;
}

describe('SafeHtml hydrating the server’s markup', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const html = '<p onclick="x()">Hello <a href="/x" target="_blank">there</a></p>';
  const serverClean = '<p>Hello <a href="/x" target="_blank" rel="noopener noreferrer">there</a></p>';

  it('keeps the server’s markup while DOMPurify loads, with no hydration error', async () => {
    const page = await hydrateServerMarkup(`<div class="body">${serverClean}</div>`, html);
    expect(page.container.innerHTML).toBe(`<div class="body">${serverClean}</div>`);
    expect(page.errors).not.toHaveBeenCalled();
  });

  it('leaves the same nodes in place when the browser’s sanitiser agrees with the server', async () => {
    const page = await hydrateServerMarkup(`<div class="body">${serverClean}</div>`, html);
    const paragraph = page.container.querySelector('p');
    await page.flush();
    expect(page.container.innerHTML).toBe(`<div class="body">${serverClean}</div>`);
    expect(page.container.querySelector('p')).toBe(paragraph);
    expect(page.errors).not.toHaveBeenCalled();
  });

  it('replaces server markup the browser’s sanitiser would not make', async () => {
    const page = await hydrateServerMarkup('<div class="body"><p>Hello <b>tampered</b></p></div>', html);
    expect(page.container.textContent).toBe('Hello tampered');
    await page.flush();
    expect(page.container.innerHTML).toBe(`<div class="body">${serverClean}</div>`);
  });

  it('renders the new HTML when the block is given another body', async () => {
    const page = await hydrateServerMarkup(`<div class="body">${serverClean}</div>`, html);
    await page.flush();
    await page.rerender('<p>Next <img src="/a.png" onerror="x()" alt="A"></p>');
    expect(page.container.innerHTML).toBe(
      '<div class="body"><p>Next <img src="/a.png" alt="A" loading="lazy"></p></div>',
    );
    await page.rerender(html);
    expect(page.container.innerHTML).toBe(`<div class="body">${serverClean}</div>`);
  });
});
