import { Trans } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';

/** Whether an account may sign in; an invited partner who has not chosen a password yet says so too. */
export function AccountBadges({ active, invited = false }: { active: boolean; invited?: boolean }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1" data-testid="account-status">
      {active ? (
        <Badge bg="success">
          <Trans>Active</Trans>
        </Badge>
      ) : (
        <Badge bg="secondary">
          <Trans>Deactivated</Trans>
        </Badge>
      )}
      {invited && (
        <Badge bg="warning" text="dark">
          <Trans>Invitation pending</Trans>
        </Badge>
      )}
    </span>
  );
}
