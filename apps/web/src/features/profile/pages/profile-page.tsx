import { Trans, useLingui } from '@lingui/react/macro';
import { profileCompletion } from '@bidstay/contract';
import { ErrorState } from '@/components/error-state';
import { PageSpinner } from '@/components/page-spinner';
import { NotificationsCard } from '@/features/push';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentCustomer } from '../api/get-customer';
import { ChangePasswordForm } from '../components/change-password-form';
import { CompletionBanner } from '../components/completion-banner';
import { PaymentMethodsCard } from '../components/payment-methods-card';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Profile`);
  const { data: customer, isPending, isError } = useCurrentCustomer();
  if (isError) return <ErrorState />;
  if (isPending) return <PageSpinner label={t`Loading your profile…`} />;

  const completion = profileCompletion(customer);
  return (
    <>
      <h1 className="h3 mb-4">
        <Trans>Profile</Trans>
      </h1>
      {completion < 100 && <CompletionBanner completion={completion} />}
      <ProfileForm customer={customer} />
      <ChangePasswordForm customerId={customer.id} email={customer.email} />
      <PaymentMethodsCard />
      <NotificationsCard />
    </>
  );
}
