import { profileCompletion } from '@bidstay/contract/plain';
import { Link, useMatch } from 'react-router';
import { useCurrentCustomer } from '@/features/profile/api/get-customer';
import { formatPercent } from '@/lib/format';
import { paths } from '@/config/paths';

/** Invites a signed-in customer to finish an incomplete profile, except on the profile page. */
export function CompleteProfileFloat() {
  const onProfile = useMatch(paths.dashboard.profile.path);
  const { data: customer } = useCurrentCustomer();
  if (onProfile || !customer) return null;
  const completion = profileCompletion(customer);
  if (completion === 100) return null;

  return (
    <Link to={paths.dashboard.profile.href()} className="complete-profile-float shadow">
      <span className="complete-profile-image" aria-hidden="true">
        <i className="bi bi-person-vcard" />
      </span>
      <span>
        <strong className="d-block">Please complete your profile</strong>
        <span className="small">{formatPercent(completion)} done</span>
      </span>
    </Link>
  );
}
