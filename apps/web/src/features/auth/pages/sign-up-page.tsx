import { messages, signUpFormSchema } from '@bidstay/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { TextField } from '@/components/form-field';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';

export function SignUpPage() {
  useDocumentTitle('Create your account');
  const toast = useToast();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', confirmation: '' },
  });

  const submit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => {
        toast({ variant: 'success', body: messages.signUp.success });
        void navigate(paths.signIn.href());
      },
      onError: (error) => {
        if (isApiError(error, 409)) return setError('email', { message: error.message }, { shouldFocus: true });
        toast({ variant: 'danger', body: messages.signUp.failure });
      },
    }),
  );

  return (
    <AuthCard
      title="Create your account"
      subtitle="Name your own price on hotel stays."
      footer={
        <>
          Already have an account? <Link to={paths.signIn.href()}>Sign in</Link>
        </>
      }
    >
      <Form noValidate onSubmit={submit}>
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          id="signup-confirmation"
          label="Confirm password"
          autoComplete="new-password"
          registration={register('confirmation')}
          error={errors.confirmation?.message}
        />
        <SubmitButton busy={signUp.isPending} disabled={!isValid} className="w-100 mt-2">
          Create account
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
