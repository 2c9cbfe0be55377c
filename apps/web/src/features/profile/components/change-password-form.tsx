import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordFormSchema, messages } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useSignOut } from '@/hooks/use-sign-out';
import { useChangePassword } from '../api/change-password';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

export function ChangePasswordForm({ customerId, email }: { customerId: string; email: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const changePassword = useChangePassword();
  const {
    register,
    submitWith,
    failure,
    reset,
    formState: { errors, isValid },
  } = useAppForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: '', password: '', confirmation: '' },
    fallback: messages.password.changeFailed,
  });

  const submit = submitWith(async ({ currentPassword, password }) => {
    await changePassword.mutateAsync({ id: customerId, email, currentPassword, password });
    toast({ variant: 'success', body: messages.password.changed });
    reset();
  });

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="change-password-title">
      <div className="card-body p-3 p-sm-4">
        <h2 id="change-password-title" className="h5 mb-3">
          <Trans>Change password</Trans>
        </h2>
        <AppForm onSubmit={submit} className="row g-0 gx-md-3">
          <div className="col-md-6">
            <PasswordField
              id="current-password"
              label={t`Current password`}
              autoComplete="current-password"
              registration={register('currentPassword')}
              error={errors.currentPassword?.message}
            />
          </div>
          <div className="w-100" />
          <div className="col-md-6">
            <PasswordField
              id="new-password"
              label={t`New password`}
              autoComplete="new-password"
              registration={register('password')}
              error={errors.password?.message}
            />
          </div>
          <div className="col-md-6">
            <PasswordField
              id="new-password-confirmation"
              label={t`Confirm new password`}
              autoComplete="new-password"
              registration={register('confirmation')}
              error={errors.confirmation?.message}
            />
          </div>
          <div>
            <SubmitButton busy={changePassword.isPending} disabled={!isValid}>
              <Trans>Change password</Trans>
            </SubmitButton>
            <FormAlert text={failure} />
          </div>
        </AppForm>
        <SignOutEverywhere />
      </div>
    </section>
  );
}

/** Ends every session of the account, on every device, this one included. */
function SignOutEverywhere() {
  const toast = useToast();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const run = () =>
    signOutEverywhere.mutate(undefined, {
      onSuccess: () => void signOut(),
      onError: () => toast({ variant: 'danger', body: messages.generic.internal }),
    });
  return (
    <div className="border-top mt-3 pt-3 d-flex flex-wrap align-items-center gap-2">
      <p className="text-body-secondary small mb-0 me-auto">
        <Trans>Signed in on a device you no longer use?</Trans>
      </p>
      <Button variant="outline-primary" size="sm" onClick={run} disabled={signOutEverywhere.isPending}>
        <Trans>Sign out everywhere</Trans>
      </Button>
    </div>
  );
}
