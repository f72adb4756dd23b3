import { render, waitFor } from '@testing-library/react';
import { PostBody } from './PostBody';

describe('PostBody', () => {
  it('renders the sanitised body in the blog body styles', async () => {
    const { container } = render(
      <PostBody html={'<h2>Metro</h2><p>Safe <a href="javascript:alert(1)">link</a></p><script>alert(1)</script>'} />,
    );
    const body = container.firstElementChild;
    await waitFor(() => expect(body?.querySelector('h2')?.textContent).toBe('Metro'));
    expect(body).toHaveClass('body');
    expect(body?.innerHTML).toBe('<h2>Metro</h2><p>Safe <a>link</a></p>');
  });

  it('adds a class of the page beside its own', () => {
    const { container } = render(<PostBody html="<p>x</p>" className="extra" />);
    expect(container.firstElementChild).toHaveClass('body', 'extra');
  });
});
