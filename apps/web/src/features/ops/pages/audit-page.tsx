import { Trans, useLingui } from '@lingui/react/macro';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { PaginationBar } from '@/components/pagination-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { useAudit } from '../api/get-audit';
import { AuditCards, AuditTable } from '../components/audit-entries';
import { SearchBox } from '../components/search-box';
import { useListSearch } from '../hooks/use-list-search';
import { auditPageCount } from '../lib/audit';

/** The operators' actions, newest first: a table on a desktop, cards on a phone, a page at a time. */
export function AuditPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Audit · Back office`);
  const { q, page, typed, setTyped, goTo } = useListSearch();
  const audit = useAudit({ q, page });
  const isPhone = useIsPhone();

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">
            <Trans>Audit</Trans>
          </h1>
          <p className="text-body-secondary mb-0">
            <Trans>Every action taken in the back office, newest first.</Trans>
          </p>
        </div>
        <SearchBox
          id="audit-q"
          label={t`Search the audit`}
          placeholder={t`Action, record or e-mail`}
          value={typed}
          onChange={setTyped}
        />
      </div>
      {audit.isPending ? (
        <ListSkeleton label={t`Loading the audit`} />
      ) : audit.isError ? (
        <LoadFailed text={t`Could not load the audit.`} error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.entries.length === 0 ? (
        <p className="text-body-secondary" data-testid="audit-empty">
          {q ? t`No action matches this search.` : t`No action has been recorded yet.`}
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2" data-testid="audit-total">
            {audit.data.total} {audit.data.total === 1 ? 'action' : 'actions'}
          </p>
          <div className={isPhone ? '' : 'card border-0 shadow-sm'}>
            {isPhone ? <AuditCards entries={audit.data.entries} /> : <AuditTable entries={audit.data.entries} />}
          </div>
          <div className="mt-3">
            <PaginationBar
              label={t`Audit pages`}
              page={page}
              pageCount={auditPageCount(audit.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={goTo}
            />
          </div>
        </>
      )}
    </>
  );
}
