import {
  addDays,
  emptyNight,
  supplierBidPageSchema,
  supplierCalendarSchema,
  supplierMarketSchema,
  type SupplierCalendar,
} from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSupplierBid } from '@/testing/mocks/data';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { DemandCalendar } from './demand-calendar';

type Night = SupplierCalendar['nights'][number];

/** The calendar of the asked month, every night quiet but those given; the months asked for are recorded. */
function answerCalendar(busy: Record<string, Partial<Night>>) {
  const asked: string[] = [];
  server.use(
    on('get', '/api/supplier/calendar', { answer: supplierCalendarSchema }, ({ url }) => {
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      asked.push(`${from}/${to}`);
      const nights: Night[] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) nights.push({ ...emptyNight(day), ...busy[day] });
      return { hotelId: 7000021, nightlyCap: 3, nights };
    }),
  );
  return asked;
}

describe("a hotel's demand calendar", () => {
  it("shows the test clock's month night by night, and a night opened with its figures and bids", async () => {
    answerCalendar({
      '2027-03-20': {
        placed: 3,
        accepted: 1,
        declined: 1,
        pending: 1,
        medianAcceptedPercent: 85,
        bestDeclinedPercent: 71.5,
        capUsed: 1,
      },
    });
    server.use(
      on('get', '/api/supplier/bids', { answer: supplierBidPageSchema }, () => {
        const covering = buildSupplierBid({ id: 'bid-1', bid: 170, listed_price: 200 });
        covering.booking = { ...covering.booking, check_in: '2027-03-19', check_out: '2027-03-21' };
        const leftBefore = buildSupplierBid({ id: 'bid-2' });
        leftBefore.booking = { ...leftBefore.booking, check_in: '2027-03-18', check_out: '2027-03-20' };
        return { bids: [covering, leftBefore], total: 2 };
      }),
    );
    server.use(
      on('get', '/api/supplier/market', { answer: supplierMarketSchema }, ({ url }) => ({
        date: url.searchParams.get('date')!,
        currency: 'EUR',
        median: 180,
        low: 150,
        high: 240,
        hotels: 8,
      })),
    );
    const { user } = renderWithProviders(<DemandCalendar hid={7000021} />);

    expect(await screen.findByRole('heading', { name: 'Demand in March 2027' })).toBeVisible();
    const nights = within(await screen.findByRole('group', { name: 'Bids by night' })).getAllByRole('button');
    expect(nights).toHaveLength(31);
    await user.click(screen.getByRole('button', { name: '20 Mar 2027: 3 bids, 1 accepted, 1 waiting' }));

    const details = await screen.findByText('Night of 20 Mar 2027');
    const card = details.closest('.card') as HTMLElement;
    expect(within(card).getByText('Median accepted').nextSibling).toHaveTextContent('85%');
    expect(within(card).getByText('Best declined').nextSibling).toHaveTextContent('72%');
    expect(within(card).getByText('Rooms at bid prices').nextSibling).toHaveTextContent('1 of 3');
    expect(await within(card).findByText('€85.00 a night · 85% of the listed price')).toBeVisible();
    expect(within(card).getByText('19 Mar 2027 – 21 Mar 2027, 2 nights')).toBeVisible();
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(await within(card).findByTestId('market-figure')).toHaveTextContent(
      'Market: median €180.00 a night (€150.00–€240.00) at 8 hotels of your city and stars',
    );
  });

  it('turns to the next month', async () => {
    const asked = answerCalendar({});
    const { user } = renderWithProviders(<DemandCalendar hid={7000021} />);

    await screen.findByRole('heading', { name: 'Demand in March 2027' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));

    expect(await screen.findByRole('heading', { name: 'Demand in April 2027' })).toBeVisible();
    await expect.poll(() => asked).toContain('2027-04-01/2027-04-30');
  });
});
