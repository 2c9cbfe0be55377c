import {
  bidChanceSchema,
  bidSchema,
  createBidBodySchema,
  messages,
  paymentMethodSchema,
  type BidChanceAnswer,
  type CreateBidBody,
} from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBid, buildRateOffer } from '@/testing/mocks/data';
import { on, refuse } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import type { RateOffer } from '@/lib/rate-offer';
import { PlaceBidDialog } from './place-bid-dialog';

const offer = buildRateOffer({ listedPrice: 200 });

function BookAction({ offer: booked }: { offer: RateOffer }) {
  return <button type="button">Book at {booked.listedPrice}</button>;
}

function WinningBids({ offer: named }: { offer: RateOffer }) {
  return <p>Winning {named.stars}★ bids</p>;
}

function openDialog() {
  const view = renderWithProviders(
    <PlaceBidDialog
      show
      offer={offer}
      customerId="customer-1"
      onClose={() => undefined}
      onSignIn={() => undefined}
      BookAction={BookAction}
      WinningBids={WinningBids}
    />,
    { session: { customerId: 'customer-1' } },
  );
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Name your price' }) };
}

/** The bid chance route, answering `band` and recording the amounts asked about. */
function answerChance(
  band: 'high' | 'fair' | 'low' | 'none',
  suggested: number | null,
  measured = { accepted: 0, decided: 0 },
  measuredAtHotel: { accepted: number; decided: number } | null = null,
  reason: BidChanceAnswer['reason'] = null,
) {
  const asked: number[] = [];
  server.use(
    on('post', '/api/bidChance', { answer: bidChanceSchema, body: createBidBodySchema }, ({ body }) => {
      asked.push(body.bid);
      return {
        band,
        suggested,
        reason,
        currency: 'EUR',
        measured: { ...measured, days: 90 as const },
        measuredAtHotel: measuredAtHotel && { ...measuredAtHotel, days: 90 as const },
      };
    }),
  );
  return asked;
}

describe('the bid dialog', () => {
  it('says that an accepted bid is binding before the customer bids', () => {
    const { dialog } = openDialog();
    expect(within(dialog).getByText(messages.bids.binding)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Place bid' })).toBeEnabled();
  });

  it("shows what bids at the hotel's star rating won lately before the amount", () => {
    const { dialog } = openDialog();
    const winning = within(dialog).getByText('Winning 4★ bids');
    const amount = within(dialog).getByLabelText('Your bid for the whole stay');
    expect(winning.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the server's chance band for the amount typed, with the amount from which bids are taken", async () => {
    const asked = answerChance('low', 170);
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your bid for the whole stay'), '120');

    expect(await within(dialog).findByText('Low chance')).toBeVisible();
    expect(within(dialog).getByText(messages.bids.chance.low)).toBeVisible();
    expect(within(dialog).getByText(messages.bids.suggested('€170.00'))).toBeVisible();
    expect(asked).toEqual([120]);
  });

  it('puts the suggested amount in the field when the customer takes it', async () => {
    answerChance('fair', 170);
    const { dialog, user } = openDialog();
    const amount = within(dialog).getByLabelText('Your bid for the whole stay');

    await user.type(amount, '150');
    await user.click(await within(dialog).findByRole('button', { name: 'Bid €170.00' }));

    expect(amount).toHaveValue(170);
  });

  it('offers no suggestion when the chance is already high', async () => {
    answerChance('high', 120);
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your bid for the whole stay'), '190');

    expect(await within(dialog).findByText('High chance')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Bid / })).not.toBeInTheDocument();
  });

  it("says how often the band's bids were accepted, at the hotel once it decided enough of them", async () => {
    answerChance('high', 120, { accepted: 46, decided: 50 });
    const { dialog, user } = openDialog();
    const amount = within(dialog).getByLabelText('Your bid for the whole stay');

    await user.type(amount, '190');

    expect(await within(dialog).findByTestId('bid-measured')).toHaveTextContent(
      '46 of 50 such bids were accepted in the last 90 days.',
    );
    answerChance('high', 120, { accepted: 46, decided: 50 }, { accepted: 18, decided: 20 });
    await user.clear(amount);
    await user.type(amount, '191');
    await expect
      .poll(() => within(dialog).getByTestId('bid-measured').textContent)
      .toBe('18 of 20 such bids at this hotel were accepted in the last 90 days.');
  });

  it('says nothing of a hit rate before any bid of the band was decided', async () => {
    answerChance('fair', 170);
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your bid for the whole stay'), '150');

    expect(await within(dialog).findByText('Fair chance')).toBeVisible();
    expect(within(dialog).queryByTestId('bid-measured')).not.toBeInTheDocument();
  });

  it('refuses an amount at the listed price and offers to book instead, asking no chance', async () => {
    const asked = answerChance('high', null);
    const { dialog, user } = openDialog();
    const amount = within(dialog).getByLabelText('Your bid for the whole stay');

    await user.type(amount, '200');

    expect(await within(dialog).findByText(messages.bids.atOrAboveListed)).toBeVisible();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(messages.bids.atOrAboveListed));
    expect(within(dialog).getByRole('button', { name: 'Book at 200' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('says why a bid has no chance, the rooms at bid prices being sold, and offers to book instead', async () => {
    answerChance('none', null, undefined, null, 'sold_out_at_bid_prices');
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your bid for the whole stay'), '199');

    expect(await within(dialog).findByText(messages.bids.soldOutAtBidPrices)).toBeVisible();
    expect(within(dialog).queryByText(messages.bids.chance.none)).not.toBeInTheDocument();
    expect(within(dialog).getByText(messages.bids.bookInstead)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Book at 200' })).toBeVisible();
  });

  it('says when the hotel takes no bids for the dates', async () => {
    answerChance('none', null, undefined, null, 'not_taking_bids');
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your bid for the whole stay'), '150');

    expect(await within(dialog).findByText(messages.bids.notTakingBids)).toBeVisible();
  });

  it('says when a hotel of the group declined at once where the bid still waits', async () => {
    answerChance('fair', null);
    const group = { group_id: 'group-1', customer_id: 'customer-1' };
    const bids = [
      buildBid({ ...group, id: 'bid-1', group_rank: 1, status: 'rejected', reason: 'below_hotel_price' }),
      buildBid({ ...group, id: 'bid-2', group_rank: 2 }),
      buildBid({ ...group, id: 'bid-3', group_rank: 3 }),
    ];
    const names = ['Cathedral Anchor Paris', 'The Royal Swan', 'Classic Atelier Hotel'];
    for (const [index, bid] of bids.entries()) bid.booking.hotel_name = names[index]!;
    server.use(
      on('post', '/api/newCreateBid', { answer: bidSchema, body: createBidBodySchema }, () => ({
        ...bids[0]!,
        status: 'pending' as const,
        reason: null,
      })),
      on('get', '/api/newCustomerBids', { answer: bidSchema.array() }, bids),
    );
    const { user } = openDialog();

    await user.type(screen.getByLabelText('Your bid for the whole stay'), '150');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));

    expect(
      await screen.findByText(
        'Cathedral Anchor Paris declined; your bid is still waiting at The Royal Swan and Classic Atelier Hotel.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('bid-answer')).toHaveAttribute('data-status', 'pending');
  });

  it('says so when the customer asked for chances too often, and shows no band', async () => {
    const tooOften = 'You asked too often. Try again in a minute.';
    server.use(refuse('post', '/api/bidChance', 429, tooOften, { error: 'rate_limited' }));
    const { dialog, user } = openDialog();

    await user.type(within(dialog).getByLabelText('Your bid for the whole stay'), '120');

    expect(await within(dialog).findByText(tooOften)).toBeVisible();
    expect(within(dialog).queryByText(/chance$/)).not.toBeInTheDocument();
  });

  it('places the bid the customer typed and shows that it is in', async () => {
    answerChance('fair', null);
    const placed: CreateBidBody[] = [];
    server.use(
      on('post', '/api/newCreateBid', { answer: bidSchema, body: createBidBodySchema }, ({ body }) => {
        placed.push(body);
        return buildBid({ bid: body.bid });
      }),
      on('get', '/api/newCustomerBids', { answer: bidSchema.array() }, [buildBid({ bid: 150 })]),
    );
    const { user } = openDialog();

    await user.type(screen.getByLabelText('Your bid for the whole stay'), '150');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));

    expect(await screen.findByRole('dialog', { name: 'Your bid' })).toBeVisible();
    expect(placed).toMatchObject([{ bid: 150, hotel_id: offer.hotelId, booking: { book_hash: offer.bookHash } }]);
  });

  it('pays automatically with the saved card once the customer names every guest, with the amount in the consent', async () => {
    answerChance('fair', null);
    const card = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, default: true };
    const placed: CreateBidBody[] = [];
    server.use(
      on('get', '/api/paymentMethods', { answer: paymentMethodSchema.array() }, [card]),
      on('post', '/api/newCreateBid', { answer: bidSchema, body: createBidBodySchema }, ({ body }) => {
        placed.push(body);
        return buildBid({ bid: body.bid, autopay: true });
      }),
      on('get', '/api/newCustomerBids', { answer: bidSchema.array() }, [buildBid({ bid: 150, autopay: true })]),
    );
    const { dialog, user } = openDialog();

    const toggle = await within(dialog).findByLabelText('Pay automatically with Visa •••• 4242 if a hotel accepts');
    expect(toggle).toBeChecked();
    await user.type(within(dialog).getByLabelText('Your bid for the whole stay'), '150');
    expect(within(dialog).getByTestId('autopay-consent')).toHaveTextContent(
      'If a hotel accepts this bid, we charge €150.00 to this card at once and book the room; you cannot withdraw the bid once it is accepted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Place bid' }));
    expect(await within(dialog).findAllByText(messages.fields.nameAsOnId)).not.toHaveLength(0);
    expect(placed).toEqual([]);

    for (const adult of [1, 2]) {
      await user.type(within(dialog).getByLabelText(`Adult ${adult}: first name`), 'Anna');
      await user.type(within(dialog).getByLabelText(`Adult ${adult}: last name`), 'Berg');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Place bid' }));

    expect(await screen.findByRole('dialog', { name: 'Your bid' })).toBeVisible();
    const guest = { first_name: 'Anna', last_name: 'Berg', is_child: false, age: null };
    expect(placed).toMatchObject([{ autopay: true, payment_method_id: 'pm_1', rooms: [{ guests: [guest, guest] }] }]);
  });

  it('sends no automatic payment when the customer turns it off', async () => {
    answerChance('fair', null);
    const card = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, default: true };
    const placed: CreateBidBody[] = [];
    server.use(
      on('get', '/api/paymentMethods', { answer: paymentMethodSchema.array() }, [card]),
      on('post', '/api/newCreateBid', { answer: bidSchema, body: createBidBodySchema }, ({ body }) => {
        placed.push(body);
        return buildBid({ bid: body.bid });
      }),
      on('get', '/api/newCustomerBids', { answer: bidSchema.array() }, [buildBid({ bid: 150 })]),
    );
    const { dialog, user } = openDialog();

    await user.click(await within(dialog).findByLabelText('Pay automatically with Visa •••• 4242 if a hotel accepts'));
    expect(within(dialog).queryByTestId('autopay-guests')).toBeNull();
    await user.type(within(dialog).getByLabelText('Your bid for the whole stay'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Place bid' }));

    expect(await screen.findByRole('dialog', { name: 'Your bid' })).toBeVisible();
    expect(placed[0]).not.toHaveProperty('autopay');
  });
});
