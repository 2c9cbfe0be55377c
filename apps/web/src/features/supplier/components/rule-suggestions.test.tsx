import {
  roomFloorsSchema,
  ruleSuggestionsSchema,
  savedRuleSetSchema,
  supplierRuleSetSchema,
  type RuleSet,
} from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogue } from '@/lib/i18n';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { RuleSetForm } from './rule-set-form';

const HID = 7000021;
const weekdays = {
  kind: 'accept_short_lead_weekdays' as const,
  line: {
    label: 'Weekdays within 14 days',
    when: { weekdays: [1, 2, 3, 4], leadDays: { max: 14 } },
    autoAcceptPercent: 71,
    counterPercent: null,
    rejectBelowPercent: null,
  },
  basis: { bids: 5, medianPercent: 70 },
  effect: { before: { accepted: 0, revenue: 0 }, after: { accepted: 2, revenue: 588 }, currency: 'EUR' },
};

/** The hotel's routes the form calls; the rule sets saved are recorded. */
function answerRules() {
  const saved: RuleSet[] = [];
  server.use(
    on('get', `/api/supplier/rules/${HID}/floors`, { answer: roomFloorsSchema }, []),
    on(
      'get',
      `/api/supplier/rules/${HID}/suggestions`,
      { answer: ruleSuggestionsSchema },
      {
        days: 90,
        suggestions: [weekdays],
      },
    ),
    on('put', `/api/supplier/rules/${HID}`, { answer: savedRuleSetSchema, body: supplierRuleSetSchema }, ({ body }) => {
      saved.push(body);
      return { ...body, version: 1, updatedAt: '2027-01-01T00:00:00.000Z' };
    }),
  );
  return saved;
}

const everyBid = {
  label: 'Every bid',
  when: {},
  autoAcceptPercent: 95,
  counterPercent: null,
  rejectBelowPercent: null,
};

describe('suggested lines', () => {
  it('show what each would change, and go on top of the rules only when the partner saves them', async () => {
    const saved = answerRules();
    const { user } = renderWithProviders(
      <RuleSetForm hid={HID} saved={{ lines: [everyBid], nightlyCap: null, version: 1, updatedAt: null }} />,
    );

    await user.click(screen.getByRole('button', { name: 'Suggest lines' }));
    const suggestion = await screen.findByTestId('rule-suggestion');
    expect(suggestion).toHaveTextContent('Weekdays within 14 days');
    expect(suggestion).toHaveTextContent(
      'Check-in Monday to Thursday, at most 14 days ahead: accept from 71% of the listed price, above the median of the 5 such bids you declined (70%).',
    );
    expect(within(suggestion).getByTestId('suggestion-effect')).toHaveTextContent(
      'Accepted by your rules: 0 → 2 · Revenue from bids: €0.00 → €588.00',
    );
    expect(saved).toEqual([]);

    await user.click(within(suggestion).getByRole('button', { name: 'Add this line' }));
    expect(within(suggestion).getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    await expect.poll(() => saved).toHaveLength(1);
    expect(saved[0]?.lines[0]).toEqual(weekdays.line);
    expect(saved[0]?.lines.slice(1)).toMatchObject([everyBid]);
  });

  it('say so when the bids are too few', async () => {
    answerRules();
    server.use(
      on(
        'get',
        `/api/supplier/rules/${HID}/suggestions`,
        { answer: ruleSuggestionsSchema },
        {
          days: 90,
          suggestions: [],
        },
      ),
    );
    const { user } = renderWithProviders(
      <RuleSetForm hid={HID} saved={{ lines: [], nightlyCap: null, version: 0, updatedAt: null }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Suggest lines' }));
    expect(await screen.findByText('Your bids of the last 90 days are too few to suggest a line.')).toBeVisible();
  });
});

describe('suggested lines in Swedish', () => {
  afterEach(() => activateLocale('en'));

  it("are added under their name in the partner's language", async () => {
    const saved = answerRules();
    await loadCatalogue('staff');
    await activateLocale('sv');
    const { user } = renderWithProviders(
      <RuleSetForm hid={HID} saved={{ lines: [], nightlyCap: null, version: 0, updatedAt: null }} />,
    );

    await user.click(screen.getByRole('button', { name: 'Föreslå rader' }));
    const suggestion = await screen.findByTestId('rule-suggestion');
    expect(suggestion).toHaveTextContent('Vardagar inom 14 dagar');
    await user.click(within(suggestion).getByRole('button', { name: 'Lägg till raden' }));
    await user.click(screen.getByRole('button', { name: 'Spara reglerna' }));

    await expect.poll(() => saved).toHaveLength(1);
    expect(saved[0]?.lines[0]).toEqual({ ...weekdays.line, label: 'Vardagar inom 14 dagar' });
  });
});
