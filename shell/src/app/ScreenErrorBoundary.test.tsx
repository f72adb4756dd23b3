import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

function Broken(): never {
  throw new Error('The screen broke');
}

describe('ScreenErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error screen with the message instead of a screen that throws', () => {
    render(
      <MemoryRouter>
        <ScreenErrorBoundary pathname="/about">
          <Broken />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The screen broke')).toBeInTheDocument();
  });

  it('stays on the error while the path is the same and clears it on another page', () => {
    const page = (pathname: string, child: React.ReactNode) => (
      <MemoryRouter>
        <ScreenErrorBoundary pathname={pathname}>{child}</ScreenErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(page('/about', <Broken />));
    rerender(page('/about', <p>About us</p>));
    expect(screen.getByText('The screen broke')).toBeInTheDocument();
    rerender(page('/blog', <p>Blogs and news</p>));
    expect(screen.getByText('Blogs and news')).toBeInTheDocument();
    expect(screen.queryByText('The screen broke')).not.toBeInTheDocument();
  });
});
