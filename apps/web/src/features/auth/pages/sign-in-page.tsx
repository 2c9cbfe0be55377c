import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract/plain';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { Session } from '@/lib/auth-storage';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import type { GuardState } from '../components/require-auth';
import { asksForCode } from '../lib/second-factor';
import { purposeText } from '../lib/sign-in-purpose';

const signInSchema = () => import('../lib/sign-in-schema').then((m) => m.signInBodySchema);

type SignInPageProps = {
  onSignedIn: (session: Session) => Promise<void> | void;
  /** Where the visitor came from and why, kept for sign-up too. */
  guard: GuardState;
};

export function SignInPage({ onSignedIn, guard }: SignInPageProps) {
  const { t } = useLingui();
  const text = purposeText(guard.purpose, {
    title: t`Welcome back`,
    subtitle: t`Sign in to follow your bids and bookings.`,
  });
  useDocumentTitle(text.named ? text.title : t`Sign in`);
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const [codeShown, setCodeShown] = useState(false);
  const {
    register,
    submitWith,
    failure,
    formState: { errors, isValid },
  } = useAppForm(signInSchema, { defaultValues: { email: '', password: '', rememberMe: false, code: '' } });

  // The first answer that a code is needed opens the field; the hint under it then says what to type.
  const send = submitWith(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (!codeShown && asksForCode(error)) return setCodeShown(true);
      throw error;
    }
  });

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      subtitleTestId={text.named ? 'sign-in-purpose' : undefined}
      footer={
        <Trans>
          New to Bidstay?{' '}
          <Link to={paths.signUp.href()} state={guard}>
            Create new user
          </Link>
        </Trans>
      }
    >
      <AppForm onSubmit={send}>
        <TextField
          id="signin-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="signin-password"
          label={t`Password`}
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        {codeShown && (
          <TextField
            id="signin-code"
            label={t`Code`}
            autoComplete="one-time-code"
            spellCheck={false}
            autoFocus
            registration={register('code')}
            error={errors.code?.message}
            hint={messages.ops.codeRequired}
          />
        )}
        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-4">
          <Form.Check id="signin-remember" label={t`Remember me`} {...register('rememberMe')} />
          <Link to={paths.forgotPassword.href()}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <SubmitButton busy={signIn.isPending} disabled={!isValid} className="w-100">
          <Trans>Sign In</Trans>
        </SubmitButton>
        <FormAlert text={failure} />
      </AppForm>
    </AuthCard>
  );
}
