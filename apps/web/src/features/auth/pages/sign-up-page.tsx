import { Trans, useLingui } from '@lingui/react/macro';
import { messages, signUpFormSchema } from '@bidstay/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { Session } from '@/lib/auth-storage';
import { signIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import type { GuardState } from '../components/require-auth';
import { purposeText } from '../lib/sign-in-purpose';

type SignUpPageProps = {
  onSignedIn: (session: Session) => Promise<void> | void;
  /** Where the visitor came from and why: the new account goes back there, signed in. */
  guard: GuardState;
};

/** Creates the account and signs it in, so a visitor sent here from a bid comes back to it. */
export function SignUpPage({ onSignedIn, guard }: SignUpPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Create your account`);
  const text = purposeText(guard.purpose, {
    title: t`Create your account`,
    subtitle: t`Name your own price on hotel stays.`,
  });
  const toast = useToast();
  const signUp = useSignUp();
  const {
    register,
    submitWith,
    failure,
    formState: { errors, isValid },
  } = useAppForm(signUpFormSchema, {
    defaultValues: { email: '', password: '', confirmation: '' },
    fallback: messages.signUp.failure,
    statusFields: { 409: 'email' },
  });

  const submit = submitWith(async (values) => {
    await signUp.mutateAsync(values);
    const session = await signIn({ email: values.email, password: values.password, rememberMe: false });
    toast({ variant: 'success', body: messages.signUp.success });
    await onSignedIn(session);
  });

  return (
    <AuthCard
      title={t`Create your account`}
      subtitle={text.subtitle}
      subtitleTestId={text.named ? 'sign-in-purpose' : undefined}
      footer={
        <>
          <Trans>Already have an account? </Trans>
          <Link to={paths.signIn.href()} state={guard}>
            <Trans>Sign in</Trans>
          </Link>
        </>
      }
    >
      <AppForm onSubmit={submit}>
        <TextField
          id="signup-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="signup-password"
          label={t`Password`}
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          id="signup-confirmation"
          label={t`Confirm password`}
          autoComplete="new-password"
          registration={register('confirmation')}
          error={errors.confirmation?.message}
        />
        <SubmitButton busy={signUp.isPending} disabled={!isValid} className="w-100 mt-2">
          <Trans>Create account</Trans>
        </SubmitButton>
        <FormAlert text={failure} />
      </AppForm>
    </AuthCard>
  );
}
