import {
  bidChanceSchema,
  createBidBodySchema,
  createStandingBidBodySchema,
  messages,
  paymentMethodSchema,
  standingBidSchema,
} from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStandingBid } from '@/testing/mocks/data';
import { on, refuse } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { dayFromNow } from '@/testing/test-clock';
import { z } from 'zod';
import { renderWithProviders } from '@/testing/test-utils';
import { StandingBidDialog } from './standing-bid-dialog';

/** The standing bids route, recording what it was sent. */
function acceptStandingBids() {
  const sent: unknown[] = [];
  server.use(
    on('post', '/api/standingBids', { answer: standingBidSchema, body: createStandingBidBodySchema }, ({ body }) => {
      sent.push(body);
      return buildStandingBid();
    }),
    on('get', '/api/standingBids', { answer: standingBidSchema.array() }, []),
  );
  return sent;
}

/** A room of the hotel page listed at `price` for the stay. */
const room = (name: string, price: number, hash: string) => ({
  room_name: name,
  meal: 'nomeal',
  book_hash: hash,
  match_hash: `m-${hash}`,
  payment_options: { payment_types: [{ show_amount: price, show_currency_code: 'EUR' }] },
});

/** The hotel page's rooms for any stay, and the chance route answering low, recording what it was asked. */
function answerRatesAndChance() {
  const asked: unknown[] = [];
  server.use(
    on('post', '/api/hotelPage', { answer: z.unknown() }, () => ({
      hotels: [
        { id: 'aurora', hid: 7000021, rates: [room('Suite', 400, 'suite'), room('Double room', 300, 'double')] },
      ],
    })),
    on('post', '/api/bidChance', { answer: bidChanceSchema, body: createBidBodySchema }, ({ body }) => {
      asked.push(body);
      return {
        band: 'low' as const,
        suggested: 270,
        reason: null,
        currency: 'EUR',
        measured: { accepted: 0, decided: 0, days: 90 as const },
        measuredAtHotel: null,
      };
    }),
  );
  return asked;
}

function openDialog(stay?: Parameters<typeof StandingBidDialog>[0]['stay']) {
  const view = renderWithProviders(
    <StandingBidDialog show hotelId={7000021} hotelName="Hotel Aurora" stay={stay} onClose={() => undefined} />,
    { session: { customerId: 'customer-1' } },
  );
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Bid automatically' }) };
}

describe('the standing bid dialog', () => {
  it('starts with a stay two weeks ahead, tried until the day before check-in', () => {
    const { dialog } = openDialog();
    expect(within(dialog).getByLabelText('Check-in')).toHaveValue(dayFromNow(14));
    expect(within(dialog).getByLabelText('Check-out')).toHaveValue(dayFromNow(17));
    expect(within(dialog).getByLabelText('Keep trying until')).toHaveValue(dayFromNow(13));
  });

  it('sends a per-night amount as the amount for the whole stay, once the customer agrees', async () => {
    const sent = acceptStandingBids();
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your amount'), '60');
    await user.selectOptions(within(dialog).getByLabelText('Amount is'), 'Per night');
    await user.click(within(dialog).getByLabelText(messages.standingBids.consent));
    await user.click(within(dialog).getByRole('button', { name: 'Bid automatically' }));

    expect(await screen.findByText(messages.standingBids.created)).toBeVisible();
    expect(sent).toMatchObject([
      { hotel_id: 7000021, check_in: dayFromNow(14), check_out: dayFromNow(17), amount: 180, until: dayFromNow(13) },
    ]);
  });

  it('places nothing until the customer agrees to let us bid for them', async () => {
    const sent = acceptStandingBids();
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your amount'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Bid automatically' }));

    expect(await within(dialog).findByText('Agree to let us place the bid for you.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("shows the API's refusal in the dialog", async () => {
    server.use(refuse('post', '/api/standingBids', 409, messages.standingBids.tooManyActive, { error: 'conflict' }));
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your amount'), '150');
    await user.click(within(dialog).getByLabelText(messages.standingBids.consent));
    await user.click(within(dialog).getByRole('button', { name: 'Bid automatically' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.standingBids.tooManyActive);
  });

  it('keeps the search’s party as it is, children’s ages too, rather than one number of guests', async () => {
    const sent = acceptStandingBids();
    const guests = [{ adults: 2, children: [8] }];
    const { dialog, user } = openDialog({ checkIn: dayFromNow(20), checkOut: dayFromNow(22), guests });

    expect(within(dialog).queryByLabelText('Guests')).toBeNull();
    expect(within(dialog).getByTestId('standing-party')).toHaveTextContent('2 adults and 1 child (8)');
    await user.type(within(dialog).getByLabelText('Your amount'), '150');
    await user.click(within(dialog).getByLabelText(messages.standingBids.consent));
    await user.click(within(dialog).getByRole('button', { name: 'Bid automatically' }));

    expect(await screen.findByText(messages.standingBids.created)).toBeVisible();
    expect(sent).toMatchObject([{ check_in: dayFromNow(20), guests }]);
  });

  it('shows the listed price of the stay and the chance of the amount, as the bid dialog does', async () => {
    const asked = answerRatesAndChance();
    const guests = [{ adults: 2, children: [8] }];
    const { dialog, user } = openDialog({ checkIn: dayFromNow(20), checkOut: dayFromNow(22), guests });

    expect(await within(dialog).findByTestId('bid-listed-price')).toHaveTextContent('€300.00');
    expect(within(dialog).getByText('Double room')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Your amount'), '200');

    expect(await within(dialog).findByText('Low chance')).toBeVisible();
    expect(within(dialog).getByText(messages.bids.suggested('€270.00'))).toBeVisible();
    expect(asked.at(-1)).toMatchObject({ bid: 200, booking: { book_hash: 'double', guests } });
    await user.click(within(dialog).getByRole('button', { name: 'Bid €270.00' }));
    expect(within(dialog).getByLabelText('Your amount')).toHaveValue(270);
  });

  it('pays the bid it places automatically with the saved card, a name for each of the guests typed', async () => {
    const card = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, default: true };
    server.use(on('get', '/api/paymentMethods', { answer: paymentMethodSchema.array() }, [card]));
    const sent = acceptStandingBids();
    const { dialog, user } = openDialog();

    expect(
      await within(dialog).findByLabelText('Pay automatically with Visa •••• 4242 if a hotel accepts'),
    ).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Guests'));
    await user.type(within(dialog).getByLabelText('Guests'), '1');
    await user.type(within(dialog).getByLabelText('Your amount'), '60');
    await user.selectOptions(within(dialog).getByLabelText('Amount is'), 'Per night');
    expect(within(dialog).getByTestId('autopay-consent')).toHaveTextContent('we charge €180.00 to this card');
    await user.type(within(dialog).getByLabelText('Adult 1: first name'), 'Anna');
    await user.type(within(dialog).getByLabelText('Adult 1: last name'), 'Berg');
    expect(within(dialog).queryByLabelText('Adult 2: first name')).toBeNull();
    await user.click(within(dialog).getByLabelText(messages.standingBids.consent));
    await user.click(within(dialog).getByRole('button', { name: 'Bid automatically' }));

    expect(await screen.findByText(messages.standingBids.created)).toBeVisible();
    expect(sent).toMatchObject([
      {
        amount: 180,
        guests: [{ adults: 1, children: [] }],
        autopay: true,
        payment_method_id: 'pm_1',
        rooms: [{ guests: [{ first_name: 'Anna', last_name: 'Berg', is_child: false, age: null }] }],
      },
    ]);
  });
});
