import { reasonText, type SupplierBid } from '@bidstay/contract';
import { describeReason } from '@bidstay/contract/plain';
import { Trans } from '@lingui/react/macro';

type Line = NonNullable<NonNullable<SupplierBid['decidedBy']>['line']>;

/** The levels a rule line applied, those it sets: "accept from 90 %, reject below 70 %". */
function LineLevels({ line }: { line: Line }) {
  const { autoAcceptPercent: accept, rejectBelowPercent: reject, counterPercent: counter } = line;
  const parts = [
    accept !== null && <Trans key="accept">accept from {accept} %</Trans>,
    reject !== null && <Trans key="reject">reject below {reject} %</Trans>,
    counter !== null && <Trans key="counter">counter at {counter} %</Trans>,
  ].filter(Boolean);
  return parts.flatMap((part, index) => (index === 0 ? [part] : [', ', part]));
}

function RuleLine({ line }: { line: Line }) {
  return (
    <Trans>
      Line {line.number} “{line.label}” (rules version {line.version}): <LineLevels line={line} />
    </Trans>
  );
}

/** What decided a bid, as its partner reads it: the rule line and its levels, the cap, the deadline, or who. */
export function DecidedBy({ decidedBy }: { decidedBy: SupplierBid['decidedBy'] }) {
  if (!decidedBy) return null;
  const { by, line, reason } = decidedBy;
  return (
    <span data-testid="decided-by" data-by={by}>
      {by === 'rule' && (line ? <RuleLine line={line} /> : <Trans>Automatic rule</Trans>)}
      {by === 'cap' &&
        (line ? (
          <Trans>Nightly cap: the rooms sold at bid prices were taken (line {line.number} would accept)</Trans>
        ) : (
          <Trans>Nightly cap: the rooms sold at bid prices were taken</Trans>
        ))}
      {by === 'expiry' && <Trans>Deadline passed: {reasonText(reason) ?? describeReason(reason)}</Trans>}
      {by === 'person' && <Trans>Hotel team</Trans>}
      {by === 'customer' && <Trans>Customer</Trans>}
      {by === 'group' && <Trans>Another hotel of the customer's bid accepted</Trans>}
    </span>
  );
}
