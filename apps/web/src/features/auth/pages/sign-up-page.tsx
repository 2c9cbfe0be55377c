import { messages, signUpFormSchema } from '@bidstay/contract';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';

export function SignUpPage() {
  useDocumentTitle('Create your account');
  const toast = useToast();
  const navigate = useNavigate();
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
    toast({ variant: 'success', body: messages.signUp.success });
    void navigate(paths.signIn.href());
  });

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
      <AppForm onSubmit={submit}>
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
        <FormAlert text={failure} />
      </AppForm>
    </AuthCard>
  );
}
