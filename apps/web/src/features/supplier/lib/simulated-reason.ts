import type { Simulation } from '@bidstay/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Change = Simulation['changed'][number];

/** Why the rules would answer a bid so, naming the line that would. */
export function simulatedReason(change: Change, money: (amount: number) => string): MessageDescriptor {
  const line = change.line ?? '';
  switch (change.reason) {
    case 'over_cap':
      return msg`over the nightly cap`;
    case 'below_floor':
      return msg`below the room’s floor, whatever “${line}” says`;
    case 'rejected_by_line':
      return msg`below the reject level of “${line}”`;
    case 'accepted_by_line':
      return msg`“${line}” accepts it`;
    case 'countered_by_line': {
      const amount = change.counterAmount === null ? '' : money(change.counterAmount);
      return msg`“${line}” counters at ${amount}`;
    }
    case 'left_by_line':
      return msg`“${line}” leaves it to your team`;
    case 'no_line':
      return msg`no line holds for it`;
  }
}
