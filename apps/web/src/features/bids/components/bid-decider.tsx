import type { Bid } from '@bidstay/contract';
import { Trans } from '@lingui/react/macro';

/** What decided a customer's bid: the hotel's rule line by its number, its cap, a deadline, the hotel, or the customer. */
export function BidDecider({ decider }: { decider: NonNullable<Bid['decider']> }) {
  const { by, line } = decider;
  return (
    <span data-testid="bid-decider" data-by={by}>
      {by === 'rule' &&
        (line === null ? (
          <Trans>The hotel's automatic rule</Trans>
        ) : (
          <Trans>The hotel's automatic rule, line {line}</Trans>
        ))}
      {by === 'cap' && <Trans>The hotel's rooms at bid prices for these nights were taken</Trans>}
      {by === 'expiry' && <Trans>The deadline passed</Trans>}
      {by === 'person' && <Trans>The hotel's team</Trans>}
      {by === 'customer' && <Trans>You</Trans>}
      {by === 'group' && <Trans>Another hotel of your bid accepted</Trans>}
    </span>
  );
}
