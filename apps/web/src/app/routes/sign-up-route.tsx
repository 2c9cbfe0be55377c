import { SignUpPage } from '@/features/auth/pages/sign-up-page';
import { useAfterSignIn } from './after-sign-in';

export function SignUpRoute() {
  const { onSignedIn, guard } = useAfterSignIn();
  return <SignUpPage onSignedIn={onSignedIn} guard={guard} />;
}
