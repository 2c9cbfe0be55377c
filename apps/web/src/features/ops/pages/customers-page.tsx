import { Trans, useLingui } from '@lingui/react/macro';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { PaginationBar } from '@/components/pagination-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { useCustomers } from '../api/customers';
import { CustomerCards, CustomerTable } from '../components/customer-list';
import { SearchBox } from '../components/search-box';
import { useListSearch } from '../hooks/use-list-search';
import { pageCount } from '../lib/list-search';

/** Customers found by e-mail or name, in the order of their e-mails, each opening their file. */
export function CustomersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Customers · Back office`);
  const { q, page, typed, setTyped, goTo } = useListSearch();
  const customers = useCustomers({ q, page });
  const isPhone = useIsPhone();

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">
            <Trans>Customers</Trans>
          </h1>
          <p className="text-body-secondary mb-0">
            <Trans>Find a customer who writes in, and their bids and bookings.</Trans>
          </p>
        </div>
        <SearchBox
          id="customers-q"
          label={t`Search customers`}
          placeholder={t`E-mail or name`}
          value={typed}
          onChange={setTyped}
        />
      </div>
      {customers.isPending ? (
        <ListSkeleton label={t`Loading the customers`} />
      ) : customers.isError ? (
        <LoadFailed
          text={t`Could not load the customers.`}
          error={customers.error}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.customers.length === 0 ? (
        <p className="text-body-secondary" data-testid="customers-empty">
          {q ? t`No customer matches this search.` : t`No customer has signed up yet.`}
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2" data-testid="customers-total">
            {customers.data.total} {customers.data.total === 1 ? 'customer' : 'customers'}
          </p>
          {isPhone ? (
            <CustomerCards customers={customers.data.customers} />
          ) : (
            <div className="card border-0 shadow-sm">
              <CustomerTable customers={customers.data.customers} />
            </div>
          )}
          <div className="mt-3">
            <PaginationBar
              label={t`Customer pages`}
              page={page}
              pageCount={pageCount(customers.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={goTo}
            />
          </div>
        </>
      )}
    </>
  );
}
