import Badge from 'react-bootstrap/Badge';

/** Whether an account may sign in; an invited partner who has not chosen a password yet says so too. */
export function AccountBadges({ active, invited = false }: { active: boolean; invited?: boolean }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1" data-testid="account-status">
      {active ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Deactivated</Badge>}
      {invited && (
        <Badge bg="warning" text="dark">
          Invitation pending
        </Badge>
      )}
    </span>
  );
}
