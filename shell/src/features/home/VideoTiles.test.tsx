import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import { VideoTiles } from './VideoTiles';
import sample from 'shared-ui/src/config/sample-runtime-config.json';

beforeAll(() => {
  const r = parseRuntimeConfig(sample);
  if (r.ok) setRuntimeConfig(r.config);
});

describe('video tiles', () => {
  it('opens a modal with the video only when asked, and Escape closes it', async () => {
    render(<VideoTiles />);
    expect(document.querySelector('iframe')).toBeNull();
    const tile = screen.getByRole('button', { name: /Play video: Walkthrough/ });
    await userEvent.click(tile);
    const frame = document.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens with Enter from the keyboard', async () => {
    render(<VideoTiles />);
    screen.getByRole('button', { name: /Play video: Buying/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Buying on the Yamuna Expressway: what to check' })).toBeInTheDocument();
  });
});
