import { render, screen, within } from '@testing-library/react';
import { Testimonials, TESTIMONIAL_BREAKPOINTS, TESTIMONIAL_GAP, TESTIMONIAL_AUTOPLAY_MS } from './Testimonials';
import { TESTIMONIALS } from './testimonials.data';

describe('Testimonials', () => {
  it('has three testimonials, each with a client name and text', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const t of TESTIMONIALS) {
      expect(t.name.trim()).not.toBe('');
      expect(t.text.trim().length).toBeGreaterThan(40);
    }
  });

  it('uses the spec slider settings', () => {
    expect(TESTIMONIAL_BREAKPOINTS).toEqual({ 0: 1, 360: 1, 768: 2, 1280: 2 });
    expect(TESTIMONIAL_GAP).toBe(50);
    expect(TESTIMONIAL_AUTOPLAY_MS).toBe(4000);
  });

  it('renders every testimonial in a labelled carousel', () => {
    render(<Testimonials />);
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    for (const t of TESTIMONIALS) {
      expect(within(carousel).getByText(t.name)).toBeInTheDocument();
      expect(within(carousel).getByText(t.text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Next slide/ })).toBeInTheDocument();
  });
});
