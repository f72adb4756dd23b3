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
