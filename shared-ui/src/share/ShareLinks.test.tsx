import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ShareLinks } from './ShareLinks';

const url = 'https://www.example.in/blog/home-loan-tips';

describe('ShareLinks', () => {
  it('links to each network, new tabs opened safely, the e-mail link in place', () => {
    render(<ShareLinks title="Home loan tips" url={url} heading="Share this post" />);
    const region = screen.getByRole('region', { name: 'Share this post' });
    const whatsapp = within(region).getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Home loan tips ${url}`)}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = within(region).getByRole('link', { name: 'Share by E-mail' });
    expect(mail).not.toHaveAttribute('target');
    expect(within(region).getAllByRole('link')).toHaveLength(5);
  });

  it('copies the link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareLinks title="Home loan tips" url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('says when the browser would not copy', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareLinks title="Home loan tips" url={url} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Sorry, we could not share or copy the link. Please copy it from the address bar.'),
    ).toBeInTheDocument();
  });
});
