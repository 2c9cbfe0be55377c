import { messages } from '@bidstay/contract/plain';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TextField } from '@/components/form-field';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import type { Session } from '@/lib/auth-storage';
import { errorMessage } from '@/lib/error-message';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';

const resolver = lazyZodResolver(() => import('../lib/sign-in-schema').then((m) => m.signInBodySchema));

function failureText(error: Error) {
  if (isApiError(error, 401)) return messages.signIn.invalidCredentials;
  return errorMessage(error);
}

export function SignInPage({ onSignedIn }: { onSignedIn: (session: Session) => Promise<void> | void }) {
  useDocumentTitle('Sign in');
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to follow your bids and bookings."
      footer={
        <>
          New to Bidstay? <Link to={paths.signUp.href()}>Create new user</Link>
        </>
      }
    >
      <Form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
        <TextField
          id="signin-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="signin-password"
          label="Password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-4">
          <Form.Check id="signin-remember" label="Remember me" {...register('rememberMe')} />
          <Link to={paths.forgotPassword.href()}>Forgot password?</Link>
        </div>
        <SubmitButton busy={signIn.isPending} disabled={!isValid} className="w-100">
          Sign In
        </SubmitButton>
        {signIn.error && (
          <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
            {failureText(signIn.error)}
          </Alert>
        )}
      </Form>
    </AuthCard>
  );
}
