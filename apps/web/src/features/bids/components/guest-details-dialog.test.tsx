import { bidGuestsBodySchema, bidSchema, type Bid } from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBid } from '@/testing/mocks/data';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { GuestDetailsDialog } from './guest-details-dialog';

const party = [{ adults: 2, children: [8] }];
const familyBid = (overrides: Partial<Bid> = {}) =>
  buildBid({ id: 'bid-9', booking: { ...buildBid().booking, guests: party, guestData: party }, ...overrides });

/** The guests route, keeping what it was sent with the bid. */
function acceptGuests(bid: Bid) {
  const sent: unknown[] = [];
  server.use(
    on('put', '/api/bids/:id/guests', { answer: bidSchema, body: bidGuestsBodySchema }, ({ body, params }) => {
      sent.push({ id: params.id, ...body });
      return { ...bid, rooms: body.rooms };
    }),
    on('get', '/api/newCustomerBids', { answer: bidSchema.array() }, [bid]),
  );
  return sent;
}

function openDialog(bid: Bid) {
  const view = renderWithProviders(<GuestDetailsDialog bid={bid} onClose={() => undefined} />, {
    session: { customerId: 'customer-1' },
  });
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Guest details' }) };
}

describe('the guest details of a bid', () => {
  it('seats each guest by type and age, as the bid was placed, and saves the names with the bid', async () => {
    const bid = familyBid();
    const sent = acceptGuests(bid);
    const { dialog, user } = openDialog(bid);

    const seats = within(dialog)
      .getAllByTestId('guest-seat')
      .map((seat) => seat.textContent);
    expect(seats).toEqual(['Adult 1', 'Adult 2', 'Child 1, 8 years']);
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    const names = [
      ['Adult 1', 'Maja', 'Ek'],
      ['Adult 2', 'Ola', 'Ek'],
      ['Child 1, 8 years', 'Liv', 'Ek'],
    ];
    for (const [seat, first, last] of names) {
      const group = within(dialog).getByRole('group', { name: seat });
      await user.type(within(group).getByLabelText('First name'), first!);
      await user.type(within(group).getByLabelText('Last name'), last!);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save Guests' }));

    expect(await screen.findByText('Guest details saved')).toBeVisible();
    const guest = (first_name: string, age: number | null) => ({
      first_name,
      last_name: 'Ek',
      is_child: age !== null,
      age,
    });
    expect(sent).toEqual([
      { id: 'bid-9', rooms: [{ guests: [guest('Maja', null), guest('Ola', null), guest('Liv', 8)] }] },
    ]);
  });

  it('shows the names saved with the bid, on any device', () => {
    const named = (first_name: string, age: number | null) => ({
      first_name,
      last_name: 'Ek',
      is_child: age !== null,
      age,
    });
    const bid = familyBid({ rooms: [{ guests: [named('Maja', null), named('Ola', null), named('Liv', 8)] }] });
    const { dialog } = openDialog(bid);

    const child = within(dialog).getByRole('group', { name: 'Child 1, 8 years' });
    expect(within(child).getByLabelText('First name')).toHaveValue('Liv');
  });

  it('asks for every name before it saves', async () => {
    const bid = familyBid();
    const sent = acceptGuests(bid);
    const { dialog, user } = openDialog(bid);

    await user.click(within(dialog).getByRole('button', { name: 'Save Guests' }));

    expect((await within(dialog).findAllByText('Enter the name as on the ID.')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });
});
