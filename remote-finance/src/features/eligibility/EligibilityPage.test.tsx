import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import EligibilityPage from './EligibilityPage';

const open = () => renderPage(<EligibilityPage />, '/eligibility-check');
const income = () => screen.getByLabelText('Monthly income') as HTMLInputElement;
const existing = () => screen.getByLabelText('Other existing EMIs (per month)') as HTMLInputElement;
const duration = () => screen.getByLabelText('Loan duration') as HTMLInputElement;
const rate = () => screen.getByLabelText('Interest rate') as HTMLInputElement;
const apply = () => screen.getByRole('link', { name: 'APPLY FOR HOME LOAN' });

describe('EligibilityPage', () => {
  it('opens with the defaults: income 20000, 9%, 180 months → ₹10.85 L and EMI ₹11,000', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'LOAN ELIGIBILITY CALCULATOR' })).toBeInTheDocument();
    expect(income().value).toBe('20000');
    expect(existing().value).toBe('0');
    expect(rate().value).toBe('9');
    expect(duration().value).toBe('180');
    expect(screen.getByTestId('loan-amount')).toHaveTextContent('₹10.85 L');
    expect(screen.getByTestId('loan-emi')).toHaveTextContent('₹11,000');
    expect(apply()).toHaveAttribute('href', '/check-loan-eligibility');
    expect(apply()).not.toHaveAttribute('aria-disabled');
    expect(document.title).toMatch(/Eligibility/);
  });

  it('keeps digits only in the income field (typed or pasted)', async () => {
    open();
    const user = userEvent.setup();
    await user.clear(income());
    await user.type(income(), '4a5,0x00');
    expect(income().value).toBe('45000');
    await user.clear(income());
    await user.click(income());
    await user.paste('₹ 1,25,000/month');
    expect(income().value).toBe('125000');
  });

  it('refuses a negative existing EMI', async () => {
    open();
    const user = userEvent.setup();
    await user.clear(existing());
    await user.type(existing(), '-5000');
    expect(existing().value).toBe('5000');
    expect(screen.queryByText(/NaN|Infinity/)).toBeNull();
  });

  it('income under ₹20,000 gives the exact message, 0 results and a disabled APPLY', async () => {
    open();
    const user = userEvent.setup();
    await user.clear(income());
    await user.type(income(), '19999');
    expect(screen.getByTestId('eligibility-message')).toHaveTextContent(/^Monthly income should be at least ₹20,000$/);
    expect(screen.getByTestId('loan-amount')).toHaveTextContent('₹0');
    expect(screen.getByTestId('loan-emi')).toHaveTextContent('₹0');
    expect(apply()).toHaveAttribute('aria-disabled', 'true');
    expect(apply()).not.toHaveAttribute('href');
  });

  it('an empty income field gives 0, not NaN', async () => {
    open();
    await userEvent.setup().clear(income());
    expect(screen.getByTestId('loan-amount')).toHaveTextContent('₹0');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('existing EMIs of 55% or more give the exact message and disable APPLY', async () => {
    open();
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('group', { name: 'Monthly income presets' })).getByRole('button', {
        name: '50K (₹50,000)',
      }),
    );
    await user.clear(existing());
    await user.type(existing(), '27500');
    expect(screen.getByTestId('eligibility-message')).toHaveTextContent(
      /^Your existing EMIs are too high compared to your income$/,
    );
    expect(apply()).toHaveAttribute('aria-disabled', 'true');
    await user.clear(existing());
    await user.type(existing(), '10000');
    expect(screen.queryByTestId('eligibility-message')).toBeNull();
    expect(apply()).toHaveAttribute('href', '/check-loan-eligibility');
  });

  it('has the income and existing-EMI presets of the spec', async () => {
    open();
    const user = userEvent.setup();
    const incomeGroup = screen.getByRole('group', { name: 'Monthly income presets' });
    expect(
      within(incomeGroup)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['35K', '50K', '80K', '1L', '1.25L']);
    const emiGroup = screen.getByRole('group', { name: 'Existing EMI presets' });
    expect(
      within(emiGroup)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0', '50K', '1L', '5L', '10L', '25L']);
    await user.click(within(incomeGroup).getByText('1.25L'));
    expect(income().value).toBe('125000');
    expect(within(incomeGroup).getByText('1.25L')).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(emiGroup).getByText('25L'));
    expect(existing().value).toBe('2500000');
  });

  it('rate slider runs 7 to 18 in steps of 0.1 with its value visible', () => {
    open();
    expect(rate()).toHaveAttribute('min', '7');
    expect(rate()).toHaveAttribute('max', '18');
    expect(rate()).toHaveAttribute('step', '0.1');
    fireEvent.change(rate(), { target: { value: '12.3' } });
    expect(rate()).toHaveAttribute('aria-valuetext', '12.3%');
    expect(screen.getByText('12.3%', { selector: 'output' })).toBeInTheDocument();
  });

  it('the Months/Years toggle sets 15 years or 180 months, with the right slider bounds', async () => {
    open();
    const user = userEvent.setup();
    const months = screen.getByRole('radio', { name: 'Months' });
    const years = screen.getByRole('radio', { name: 'Years' });
    expect(months).toBeChecked();
    expect(duration()).toHaveAttribute('min', '36');
    expect(duration()).toHaveAttribute('max', '360');
    await user.click(years);
    expect(years).toBeChecked();
    expect(duration().value).toBe('15');
    expect(duration()).toHaveAttribute('min', '3');
    expect(duration()).toHaveAttribute('max', '30');
    expect(duration()).toHaveAttribute('aria-valuetext', '15 Years');
    fireEvent.change(duration(), { target: { value: '20' } });
    await user.click(months);
    expect(duration().value).toBe('180');
  });

  it('announces results in a polite live region', () => {
    open();
    const region = screen.getByTestId('loan-amount').closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });
});
