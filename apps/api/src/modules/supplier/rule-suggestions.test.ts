import { DAY_MS, addDays, isoWeekday, today } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBidder, createSignedInSupplier, findOffer } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';
import { bids } from '../../db/schema.ts';

const LISTED = 400;

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let bidder: SignedIn;
let hid: number;
let owner: SignedIn;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url });
  bidder = await createBidder(t.app);
  hid = (await findOffer(t.app, 0)).hid;
  owner = await createSignedInSupplier(t.app, [hid]);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

/** The first day from `from` on whose weekday is one of `weekdays`. */
function nextDay(from: string, weekdays: number[]) {
  let day = from;
  while (!weekdays.includes(isoWeekday(day))) day = addDays(day, 1);
  return day;
}

/** A bid on the hotel as its answer left it, made `daysAgo` days before the test clock, for one night from `checkIn`. */
async function seed(percent: number, status: string, checkIn: string, daysAgo = 0) {
  const madeAt = new Date(t.clock.now().getTime() - daysAgo * DAY_MS);
  await t.db.insert(bids).values({
    customerId: bidder.id,
    hotelId: hid,
    amount: LISTED,
    bid: (LISTED * percent) / 100,
    floor: LISTED / 2,
    currency: 'EUR',
    status,
    snapshot: { check_in: checkIn, check_out: addDays(checkIn, 1), match_hash: `seed-${Math.random()}` },
    createdAt: madeAt,
    decidedAt: status === 'pending' ? null : madeAt,
    decidedBy: status === 'pending' ? null : 'person',
  });
}

const suggestionsOf = (who: SignedIn, hotelId = hid) =>
  t.app.inject({ method: 'GET', url: `/api/supplier/rules/${hotelId}/suggestions`, headers: who.auth });

describe('suggested rule lines', () => {
  it("derive lines from the hotel's last 90 days, each with what it changes on top of the saved rules", async () => {
    const day = today(t.clock.now());
    const weekdaySoon = nextDay(addDays(day, 2), [1, 2, 3, 4]);
    const saturdayLater = nextDay(addDays(day, 20), [6]);
    for (const percent of [60, 64, 70, 72, 75]) await seed(percent, 'rejected', weekdaySoon);
    for (const percent of [80, 82, 85, 88, 91]) await seed(percent, 'accepted', saturdayLater);
    await seed(30, 'rejected', nextDay(addDays(day, -93), [1, 2, 3, 4]), 95);

    const answer = await suggestionsOf(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      days: 90,
      suggestions: [
        {
          kind: 'accept_short_lead_weekdays',
          line: {
            label: 'Weekdays within 14 days',
            when: { weekdays: [1, 2, 3, 4], leadDays: { max: 14 } },
            autoAcceptPercent: 71,
            counterPercent: null,
            rejectBelowPercent: null,
          },
          basis: { bids: 5, medianPercent: 70 },
          effect: { before: { accepted: 0, revenue: 0 }, after: { accepted: 2, revenue: 588 }, currency: 'EUR' },
        },
        {
          kind: 'counter_at_median_accepted',
          line: {
            label: 'Counter at the usual accepted bid',
            when: {},
            autoAcceptPercent: 85,
            counterPercent: 85,
            rejectBelowPercent: null,
          },
          basis: { bids: 5, medianPercent: 85 },
          effect: { before: { accepted: 0, revenue: 0 }, after: { accepted: 3, revenue: 1056 }, currency: 'EUR' },
        },
      ],
    });
    const rules = await t.app.inject({ method: 'GET', url: `/api/supplier/rules/${hid}`, headers: owner.auth });
    expect(rules.json()).toMatchObject({ lines: [], version: 0 });

    const first = answer.json().suggestions[0].line;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/supplier/rules/${hid}`,
      headers: owner.auth,
      payload: { lines: [first], nightlyCap: null },
    });
    expect(saved.statusCode).toBe(200);
    const again = (await suggestionsOf(owner)).json().suggestions;
    expect(again[0].effect).toEqual({
      before: { accepted: 2, revenue: 588 },
      after: { accepted: 2, revenue: 588 },
      currency: 'EUR',
    });
    expect(again[1].effect.before).toEqual({ accepted: 2, revenue: 588 });
  });

  it("refuses another partner's hotel and answers none for a hotel without bids", async () => {
    const quiet = await findOffer(t.app, 1);
    const other = await createSignedInSupplier(t.app, [quiet.hid]);
    expect((await suggestionsOf(other)).statusCode).toBe(403);
    expect((await suggestionsOf(other, quiet.hid)).json()).toEqual({ days: 90, suggestions: [] });
    expect((await suggestionsOf(other, -1)).statusCode).toBe(400);
  });
});
