import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { DecidedBy } from './decided-by';

const line = {
  number: 2,
  label: 'Weekend',
  version: 3,
  autoAcceptPercent: 90,
  rejectBelowPercent: 70,
  counterPercent: null,
};

describe('what decided a bid, for its partner', () => {
  it('names the rule line by its number with the levels it applied', () => {
    renderWithProviders(<DecidedBy decidedBy={{ by: 'rule', line, reason: 'automatic accept' }} />);
    expect(screen.getByTestId('decided-by')).toHaveTextContent(
      'Line 2 “Weekend” (rules version 3): accept from 90 %, reject below 70 %',
    );
  });

  it('names the cap over a line, and the deadline with its reason', () => {
    const { unmount } = renderWithProviders(
      <DecidedBy decidedBy={{ by: 'cap', line, reason: 'sold_out_at_bid_prices' }} />,
    );
    expect(screen.getByTestId('decided-by')).toHaveTextContent(
      'Nightly cap: the rooms sold at bid prices were taken (line 2 would accept)',
    );
    unmount();
    renderWithProviders(<DecidedBy decidedBy={{ by: 'expiry', line: null, reason: 'no_answer_in_time' }} />);
    expect(screen.getByTestId('decided-by')).toHaveTextContent('Deadline passed: The hotel did not answer in time.');
  });
});
