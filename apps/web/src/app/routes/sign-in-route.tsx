import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { useAfterSignIn } from './after-sign-in';

export function SignInRoute() {
  const { onSignedIn, guard } = useAfterSignIn();
  return <SignInPage onSignedIn={onSignedIn} guard={guard} />;
}
