import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type OperatorAccount } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { PaginationBar } from '@/components/pagination-bar';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { errorMessage } from '@/lib/error-message';
import { useOperator } from '../api/get-operator';
import { useChangeOperator, useInviteOperator, useOperators, type OperatorChange } from '../api/operators';
import { ConfirmDialog } from '../components/confirm-dialog';
import { InviteDialog } from '../components/invite-dialog';
import { OperatorCards, OperatorTable } from '../components/operator-list';
import { SearchBox } from '../components/search-box';
import { useListSearch } from '../hooks/use-list-search';
import { pageCount } from '../lib/list-search';

/** What each change asks before, says after, and how its button reads. */
const CHANGES: Record<
  OperatorChange,
  { title: string; label: string; consequence: string; done: string; variant: 'danger' | 'primary' }
> = {
  deactivate: {
    get title() {
      return t`Deactivate`;
    },
    get label() {
      return t`Deactivate operator`;
    },
    consequence: messages.ops.confirmDeactivateOperator,
    done: messages.ops.operatorDeactivated,
    variant: 'danger',
  },
  reactivate: {
    get title() {
      return t`Reactivate`;
    },
    get label() {
      return t`Reactivate operator`;
    },
    consequence: messages.ops.confirmReactivateOperator,
    done: messages.ops.operatorReactivated,
    variant: 'primary',
  },
  resetSecondFactor: {
    get title() {
      return t`Reset two-factor sign-in of`;
    },
    get label() {
      return t`Reset two-factor sign-in`;
    },
    consequence: messages.ops.confirmResetSecondFactor,
    done: messages.ops.secondFactorReset,
    variant: 'danger',
  },
};

type Asked = { operator: OperatorAccount; change: OperatorChange; asking: boolean };

/** The confirmation of a change to another operator's account; kept while the dialog fades out. */
function useOperatorChange() {
  const toast = useToast();
  const change = useChangeOperator();
  const [asked, setAsked] = useState<Asked>();
  const stopAsking = () => setAsked((shown) => shown && { ...shown, asking: false });
  const confirm = () => {
    if (!asked) return;
    const { operator, change: what } = asked;
    void change
      .mutateAsync({ id: operator.id, change: what })
      .then(
        () => toast({ variant: 'success', body: CHANGES[what].done }),
        (error: unknown) => toast({ variant: 'danger', body: errorMessage(error) }),
      )
      .finally(stopAsking);
  };
  const ask = (operator: OperatorAccount, what: OperatorChange) => setAsked({ operator, change: what, asking: true });
  const shown = asked && CHANGES[asked.change];
  const dialog = (
    <ConfirmDialog
      show={asked?.asking ?? false}
      title={`${shown?.title ?? ''} ${asked?.operator.name || asked?.operator.email || ''}?`}
      confirmLabel={shown?.label ?? ''}
      variant={shown?.variant ?? 'primary'}
      busy={change.isPending}
      onConfirm={confirm}
      onClose={stopAsking}
    >
      <p className="mb-0">{shown?.consequence}</p>
    </ConfirmDialog>
  );
  return { ask, dialog };
}

/** The back office's operators: search them, invite one, deactivate, reactivate or reset another's second factor. */
export function OperatorsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Operators · Back office`);
  const { q, page, typed, setTyped, goTo, setParams } = useListSearch();
  const operators = useOperators({ q, page });
  const self = useOperator();
  const invite = useInviteOperator();
  const isPhone = useIsPhone();
  const [inviting, setInviting] = useState(false);
  const { ask, dialog } = useOperatorChange();
  const listProps = { selfId: self.data?.id, onAsk: ask };

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">
            <Trans>Operators</Trans>
          </h1>
          <p className="text-body-secondary mb-0">
            <Trans>Who may use the back office, and their two-factor sign-in.</Trans>
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2 ops-toolbar">
          <SearchBox
            id="operators-q"
            label={t`Search operators`}
            placeholder={t`E-mail or name`}
            value={typed}
            onChange={setTyped}
          />
          <Button onClick={() => setInviting(true)}>
            <i className="bi bi-envelope-plus me-2" aria-hidden="true" />
            <Trans>Invite operator</Trans>
          </Button>
        </div>
      </div>
      <InviteDialog
        kind="operator"
        show={inviting}
        busy={invite.isPending}
        invite={invite.mutateAsync}
        onClose={() => setInviting(false)}
        onInvited={(operator) => {
          setInviting(false);
          setParams({ q: operator.email });
        }}
      />
      {dialog}
      {operators.isPending ? (
        <ListSkeleton label={t`Loading the operators`} />
      ) : operators.isError ? (
        <LoadFailed
          text={t`Could not load the operators.`}
          error={operators.error}
          onRetry={() => void operators.refetch()}
        />
      ) : operators.data.operators.length === 0 ? (
        <p className="text-body-secondary" data-testid="operators-empty">
          <Trans>No operator matches this search.</Trans>
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2" data-testid="operators-total">
            {operators.data.total} {operators.data.total === 1 ? 'operator' : 'operators'}
          </p>
          {isPhone ? (
            <OperatorCards operators={operators.data.operators} {...listProps} />
          ) : (
            <div className="card border-0 shadow-sm">
              <OperatorTable operators={operators.data.operators} {...listProps} />
            </div>
          )}
          <div className="mt-3">
            <PaginationBar
              label={t`Operator pages`}
              page={page}
              pageCount={pageCount(operators.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={goTo}
            />
          </div>
        </>
      )}
    </>
  );
}
