import { messages } from '@bidstay/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { buildSupplierBid } from '@/testing/mocks/data';
import { renderWithProviders } from '@/testing/test-utils';
import { CounterForm } from './counter-form';

const bid = buildSupplierBid({ bid: 150, floor: 160, listed_price: 200 });

function renderCounterForm(onSubmit: (amount: number) => Promise<unknown> = () => Promise.resolve()) {
  const submitted = vi.fn(onSubmit);
  const view = renderWithProviders(
    <CounterForm bid={bid} busy={false} onSubmit={submitted} onCancel={() => undefined} />,
  );
  return { ...view, submitted, amount: screen.getByLabelText('Counter-offer for the stay') };
}

describe('the counter form', () => {
  it('starts at the lowest valid counter-offer and says the range it may lie in', () => {
    const { amount } = renderCounterForm();
    expect(amount).toHaveValue(160);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Above €150.00, from €160.00 to €200.00'));
  });

  it('sends the amount the partner typed', async () => {
    const { amount, user, submitted } = renderCounterForm();

    await user.clear(amount);
    await user.type(amount, '185.5');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));

    expect(submitted).toHaveBeenCalledWith(185.5);
  });

  it.each([
    ['below the floor', '155'],
    ['above the listed price', '200.01'],
  ])('refuses a counter-offer %s and sends nothing', async (_case, typed) => {
    const { amount, user, submitted } = renderCounterForm();

    await user.clear(amount);
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));

    expect(await screen.findByText(messages.bids.invalidCounter)).toBeVisible();
    expect(amount).toBeInvalid();
    expect(submitted).not.toHaveBeenCalled();
  });

  it("shows the API's refusal in the form", async () => {
    const refusal = 'This bid was answered meanwhile.';
    const { user } = renderCounterForm(() => Promise.reject(new ApiError(409, refusal)));

    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
