import { Trans, useLingui } from '@lingui/react/macro';
import { profileCompletion } from '@bidstay/contract/plain';
import { useState } from 'react';
import { Link, useMatch } from 'react-router';
import { useCurrentCustomer } from '@/features/profile/api/get-customer';
import { formatPercent } from '@/lib/format';
import { storageKeys } from '@/lib/storage-keys';
import { paths } from '@/config/paths';

const isDismissed = (customerId: string) => localStorage.getItem(storageKeys.profileBadgeDismissed) === customerId;

/**
 * Invites a signed-in customer to finish an incomplete profile, except on the profile page: a bar under the header,
 * in the page's flow so it never covers a control, which the customer may dismiss for good.
 */
export function CompleteProfileBar() {
  const { t } = useLingui();
  const onProfile = useMatch(paths.dashboard.profile.path);
  const { data: customer } = useCurrentCustomer();
  const [dismissedNow, setDismissedNow] = useState(false);
  if (onProfile || !customer || dismissedNow || isDismissed(customer.id)) return null;
  const completion = profileCompletion(customer);
  if (completion === 100) return null;

  function dismiss(customerId: string) {
    localStorage.setItem(storageKeys.profileBadgeDismissed, customerId);
    setDismissedNow(true);
  }

  return (
    <section className="complete-profile-bar" aria-labelledby="complete-profile-title">
      <div className="container d-flex align-items-center gap-2 py-2">
        <i className="bi bi-person-vcard complete-profile-icon" aria-hidden="true" />
        <Link to={paths.dashboard.profile.href()} className="complete-profile-link flex-grow-1">
          <strong id="complete-profile-title">
            <Trans>Please complete your profile</Trans>
          </strong>{' '}
          <span className="small text-body-secondary">
            <Trans>{formatPercent(completion)} done</Trans>
          </span>
        </Link>
        <button type="button" className="btn-close" aria-label={t`Dismiss`} onClick={() => dismiss(customer.id)} />
      </div>
    </section>
  );
}
