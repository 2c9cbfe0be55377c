import {
  messages,
  roomFloorsSchema,
  savedRuleSetSchema,
  supplierRuleSetSchema,
  type RoomFloor,
  type SavedRuleSet,
} from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { RuleSetForm } from './rule-set-form';

const HID = 7000021;
type RuleLine = SavedRuleSet['lines'][number];

const line = (label: string, overrides: Partial<RuleLine> = {}): RuleLine => ({
  label,
  when: {},
  autoAcceptPercent: 90,
  counterPercent: null,
  rejectBelowPercent: null,
  ...overrides,
});

/** The rule set route, answering with what it was sent and recording it. */
function acceptSaves() {
  const saved: unknown[] = [];
  server.use(
    on('put', `/api/supplier/rules/${HID}`, { answer: savedRuleSetSchema, body: supplierRuleSetSchema }, ({ body }) => {
      saved.push(body);
      return { ...body, version: 2, updatedAt: null };
    }),
  );
  return saved;
}

function renderRules(lines: RuleLine[] = [], floors: RoomFloor[] = []) {
  server.use(on('get', `/api/supplier/rules/${HID}/floors`, { answer: roomFloorsSchema }, floors));
  return renderWithProviders(
    <RuleSetForm hid={HID} saved={{ lines, nightlyCap: null, version: 1, updatedAt: null }} />,
  );
}

const ruleLine = (number: number) => screen.getByRole('group', { name: `Line ${number}` });

describe("a rule line's fields", () => {
  it('start a line with every condition empty, which holds for every bid', async () => {
    const { user } = renderRules();
    expect(screen.getByText('Manual: your team answers every bid.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a line' }));

    const added = ruleLine(1);
    expect(within(added).getByLabelText('Line name')).toHaveValue('');
    expect(within(added).getByRole('group', { name: 'Check-in days' })).toBeVisible();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
      expect(within(added).getByRole('checkbox', { name: day })).not.toBeChecked();
    }
    expect(within(added).getByLabelText('Accept at or above (%)')).toHaveValue(null);
  });

  it('save the conditions typed, ticked weekdays as numbers and empty ones left out', async () => {
    const saved = acceptSaves();
    const { user } = renderRules();

    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const added = ruleLine(1);
    await user.type(within(added).getByLabelText('Line name'), 'Weekends');
    await user.click(within(added).getByRole('checkbox', { name: 'Sat' }));
    await user.click(within(added).getByRole('checkbox', { name: 'Sun' }));
    await user.type(within(added).getByLabelText('At least (nights)'), '2');
    await user.type(within(added).getByLabelText('Accept at or above (%)'), '85');
    await user.type(within(added).getByLabelText('Reject below (%)'), '60');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(await screen.findByText('Rules saved')).toBeVisible();
    expect(saved).toMatchObject([
      {
        lines: [
          {
            label: 'Weekends',
            when: { weekdays: [6, 7], minNights: 2 },
            autoAcceptPercent: 85,
            counterPercent: null,
            rejectBelowPercent: 60,
          },
        ],
        nightlyCap: null,
      },
    ]);
    expect(Object.keys((saved[0] as SavedRuleSet).lines[0]!.when)).not.toContain('roomContains');
  });

  it('show the rule a percentage breaks on its field, and save nothing', async () => {
    const saved = acceptSaves();
    const { user } = renderRules([line('Winter')]);

    const accept = within(ruleLine(1)).getByLabelText('Accept at or above (%)');
    await user.clear(accept);
    await user.type(accept, '120');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(accept).toBeInvalid();
    expect(accept).toHaveAccessibleDescription(messages.ruleSet.percentRange);
    expect(saved).toEqual([]);
  });

  it('move a line up or down, and away', async () => {
    const { user } = renderRules([line('First'), line('Second')]);
    expect(within(ruleLine(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(ruleLine(2)).getByRole('button', { name: 'Move down' })).toBeDisabled();

    await user.click(within(ruleLine(2)).getByRole('button', { name: 'Move up' }));

    expect(within(ruleLine(1)).getByLabelText('Line name')).toHaveValue('Second');
    expect(within(ruleLine(2)).getByLabelText('Line name')).toHaveValue('First');

    await user.click(within(ruleLine(1)).getByRole('button', { name: 'Remove' }));

    expect(within(ruleLine(1)).getByLabelText('Line name')).toHaveValue('First');
    expect(screen.queryByRole('group', { name: 'Line 2' })).not.toBeInTheDocument();
  });

  it('show the floor of each room, and warn of a line that cannot do what it says', async () => {
    const floor = { roomName: 'Double room', from: '2027-03-04', to: '2027-03-20', bids: 4 };
    renderRules(
      [line('Every bid', { autoAcceptPercent: 50, rejectBelowPercent: 40 }), line('Never reached')],
      [{ ...floor, lowestPercent: 95.2, highestPercent: 96.1 }],
    );

    const floors = await screen.findByTestId('room-floors');
    expect(within(floors).getByText('Double room')).toBeVisible();
    expect(within(floors).getByText('95.2% – 96.1%')).toBeVisible();
    const warnings = within(ruleLine(1)).getAllByTestId('line-warning');
    expect(warnings.map((warning) => warning.textContent)).toEqual([
      'Accept at 50% cannot apply below the floor (95.2% at least): it accepts from the floor.',
      'Reject below 40% changes nothing: bids below the floor (95.2% at least) are rejected anyway.',
    ]);
    expect(within(ruleLine(2)).getByTestId('line-warning')).toHaveTextContent(
      'An earlier line holds for every bid: this line is never reached.',
    );
  });
});
