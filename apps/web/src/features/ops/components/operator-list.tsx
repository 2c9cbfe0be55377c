import { Trans, useLingui } from '@lingui/react/macro';
import type { OperatorAccount } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDate } from '@/lib/format';
import type { OperatorChange } from '../api/operators';
import { AccountBadges } from './account-badges';

type OperatorListProps = {
  operators: OperatorAccount[];
  /** The signed-in operator, who cannot act on their own account. */
  selfId: string | undefined;
  /** Asks to confirm a change of another operator's account. */
  onAsk: (operator: OperatorAccount, change: OperatorChange) => void;
};

function SecondFactorBadge({ on }: { on: boolean }) {
  return on ? (
    <Badge bg="success-subtle" text="success-emphasis" className="border border-success-subtle">
      <i className="bi bi-shield-check me-1" aria-hidden="true" />
      <Trans>On</Trans>
    </Badge>
  ) : (
    <Badge bg="warning-subtle" text="warning-emphasis" className="border border-warning-subtle">
      <i className="bi bi-shield-exclamation me-1" aria-hidden="true" />
      <Trans>Not set up</Trans>
    </Badge>
  );
}

/** Deactivate or reactivate, and reset the second factor when there is one; nothing on one's own row. */
function OperatorActions({
  operator,
  selfId,
  onAsk,
  inTable,
}: { operator: OperatorAccount; inTable: boolean } & Omit<OperatorListProps, 'operators'>) {
  const { t } = useLingui();
  if (operator.id === selfId)
    return (
      <span className="small text-body-secondary">
        <Trans>Your account</Trans>
      </span>
    );
  return (
    <div className={`d-flex gap-2 ${inTable ? 'flex-nowrap justify-content-end text-nowrap' : 'flex-wrap'}`}>
      {operator.secondFactor && (
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => onAsk(operator, 'resetSecondFactor')}
          aria-label={t`Reset two-factor sign-in of ${operator.name || operator.email}`}
        >
          <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
          <Trans>Reset 2FA</Trans>
        </Button>
      )}
      {operator.active ? (
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => onAsk(operator, 'deactivate')}
          aria-label={t`Deactivate ${operator.name || operator.email}`}
        >
          <i className="bi bi-person-slash me-1" aria-hidden="true" />
          <Trans>Deactivate</Trans>
        </Button>
      ) : (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => onAsk(operator, 'reactivate')}
          aria-label={t`Reactivate ${operator.name || operator.email}`}
        >
          <i className="bi bi-person-check me-1" aria-hidden="true" />
          <Trans>Reactivate</Trans>
        </Button>
      )}
    </div>
  );
}

function Who({ operator, selfId }: { operator: OperatorAccount; selfId: string | undefined }) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center column-gap-2">
        <span className="fw-semibold">{operator.name || operator.email}</span>
        {operator.id === selfId && (
          <Badge bg="primary-subtle" text="primary-emphasis" className="border border-primary-subtle">
            <Trans>You</Trans>
          </Badge>
        )}
      </div>
      <div className="small text-body-secondary text-break">{operator.email}</div>
    </>
  );
}

export function OperatorTable({ operators, selfId, onAsk }: OperatorListProps) {
  return (
    <Table responsive hover className="ops-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Operator</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Two-factor</Trans>
          </th>
          <th scope="col">
            <Trans>Added</Trans>
          </th>
          <th scope="col" className="text-end">
            <Trans>Actions</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {operators.map((operator) => (
          <tr key={operator.id} data-testid="operator-row">
            <td>
              <Who operator={operator} selfId={selfId} />
            </td>
            <td>
              <AccountBadges active={operator.active} invited={!operator.passwordSet} />
            </td>
            <td data-testid="operator-second-factor">
              <SecondFactorBadge on={operator.secondFactor} />
            </td>
            <td className="text-nowrap">
              <time dateTime={operator.createdAt}>{formatDate(operator.createdAt)}</time>
            </td>
            <td className="text-end">
              <OperatorActions operator={operator} selfId={selfId} onAsk={onAsk} inTable />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone each operator is a card, its actions below. */
export function OperatorCards({ operators, selfId, onAsk }: OperatorListProps) {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {operators.map((operator) => (
        <li key={operator.id} className="card border-0 shadow-sm" data-testid="operator-row">
          <article className="card-body p-3" aria-label={operator.name || operator.email}>
            <div className="mb-2">
              <Who operator={operator} selfId={selfId} />
            </div>
            <div className="d-flex flex-wrap align-items-center gap-2 small mb-3">
              <AccountBadges active={operator.active} invited={!operator.passwordSet} />
              <span data-testid="operator-second-factor" className="d-inline-flex align-items-center gap-1">
                <span className="text-body-secondary">
                  <Trans>Two-factor</Trans>
                </span>
                <SecondFactorBadge on={operator.secondFactor} />
              </span>
            </div>
            <OperatorActions operator={operator} selfId={selfId} onAsk={onAsk} inTable={false} />
          </article>
        </li>
      ))}
    </ul>
  );
}
