import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type Customer } from '@bidstay/contract';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useCustomerFile, useResendWelcome, useSetCustomerActive } from '../api/customers';
import { AccountActiveButton } from '../components/account-active-button';
import { AccountBadges } from '../components/account-badges';
import { CustomerBids, CustomerBookings } from '../components/customer-activity';
import { RecordState } from '../components/record-state';
import { fullName } from '../lib/customer';

/** A field of the profile, or a dash for one the customer left empty. */
const orDash = (value: string) => value || '—';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm" aria-labelledby={id}>
      <div className="card-body p-3 p-sm-4">
        <h2 id={id} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function CustomerActions({ customer }: { customer: Customer }) {
  const toast = useToast();
  const setActive = useSetCustomerActive();
  const resendWelcome = useResendWelcome();
  const changeActive = (active: boolean) =>
    setActive.mutateAsync({ id: customer.id, active }).then(
      () =>
        toast({
          variant: 'success',
          body: active ? messages.ops.customerReactivated : messages.ops.customerDeactivated,
        }),
      (error: unknown) => toast({ variant: 'danger', body: errorMessage(error) }),
    );
  const welcome = () =>
    resendWelcome.mutate(customer.id, {
      onSuccess: () => toast({ variant: 'success', body: messages.ops.mailQueued }),
      onError: (error) => toast({ variant: 'danger', body: errorMessage(error) }),
    });
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button variant="outline-primary" size="sm" onClick={welcome} disabled={resendWelcome.isPending}>
        <i className="bi bi-envelope me-1" aria-hidden="true" />
        <Trans>Resend welcome</Trans>
      </Button>
      <AccountActiveButton
        kind="customer"
        name={fullName(customer)}
        active={customer.active}
        consequence={{
          deactivate: messages.ops.confirmDeactivateCustomer,
          reactivate: messages.ops.confirmReactivateCustomer,
        }}
        busy={setActive.isPending}
        onChange={changeActive}
      />
    </div>
  );
}

function Profile({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const place = [customer.address, [customer.zipCode, customer.city].filter(Boolean).join(' '), customer.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Section id="customer-profile-title" title={t`Profile`}>
      <dl className="details-list mb-3">
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd className="text-break" data-testid="customer-email">
          {customer.email}
        </dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <AccountBadges active={customer.active} />
        </dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{orDash(customer.phone)}</dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>{orDash(place)}</dd>
        <dt>
          <Trans>Nationality</Trans>
        </dt>
        <dd>{orDash(customer.nationality)}</dd>
        <dt>
          <Trans>Currency</Trans>
        </dt>
        <dd>{orDash(customer.currency)}</dd>
        <dt>
          <Trans>Profile</Trans>
        </dt>
        <dd>{customer.completed ? t`Complete` : t`Not complete`}</dd>
        <dt>
          <Trans>Updated</Trans>
        </dt>
        <dd>
          <time dateTime={customer.updated}>{formatDateTime(customer.updated)}</time>
        </dd>
      </dl>
      <CustomerActions customer={customer} />
    </Section>
  );
}

/** One customer's file: the profile and its actions, their bids and their bookings. */
export function CustomerPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const file = useCustomerFile(id);
  const name = file.data ? fullName(file.data.customer) : 'Customer';
  useDocumentTitle(t`${name} · Customers · Back office`);

  return (
    <RecordState
      query={file}
      noun="customer"
      missing={t`No customer has this id.`}
      back={{ href: paths.ops.customers.href(), label: t`All customers` }}
    >
      {({ customer, bids, bookings }) => (
        <>
          <p className="eyebrow mb-1">
            <Trans>Customer</Trans>
          </p>
          <h1 className="h3 mb-3 text-break">{fullName(customer)}</h1>
          <div className="d-grid gap-3">
            <Profile customer={customer} />
            <Section id="customer-bids-title" title={t`Bids (${bids.length})`}>
              <CustomerBids bids={bids} />
            </Section>
            <Section id="customer-bookings-title" title={t`Bookings (${bookings.length})`}>
              <CustomerBookings customerId={customer.id} bookings={bookings} />
            </Section>
          </div>
        </>
      )}
    </RecordState>
  );
}
