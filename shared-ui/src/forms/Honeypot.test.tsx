import { fireEvent, render, screen } from '@testing-library/react';
import { Honeypot } from './Honeypot';

describe('Honeypot', () => {
  it('is hidden from people: out of the tab order, no autofill, hidden from assistive technology', () => {
    const { container } = render(<Honeypot value="" onChange={() => undefined} />);
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('type', 'text');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
    // Still labelled, for the rare tool that reads hidden fields.
    expect(screen.getByLabelText('Website', { selector: 'input' })).toBe(trap);
  });

  it('shows its value and reports what a bot types', () => {
    const onChange = jest.fn();
    const { container } = render(<Honeypot value="http://spam.example" onChange={onChange} name="url" />);
    const trap = container.querySelector('input[name="url"]') as HTMLInputElement;
    expect(trap.value).toBe('http://spam.example');
    fireEvent.change(trap, { target: { value: 'buy now' } });
    expect(onChange).toHaveBeenCalledWith('buy now');
  });

  it('two on one page have their own labels', () => {
    render(
      <>
        <Honeypot value="" onChange={() => undefined} />
        <Honeypot value="" onChange={() => undefined} />
      </>,
    );
    const ids = Array.from(document.querySelectorAll('input[name="website"]'), (i) => i.id);
    expect(new Set(ids).size).toBe(2);
  });
});
