import { changePasswordFormSchema, messages } from '@bidstay/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm({ customerId }: { customerId: string }) {
  const toast = useToast();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });

  const submit = handleSubmit(({ password }) =>
    changePassword.mutate(
      { id: customerId, password },
      {
        onSuccess: () => {
          toast({ variant: 'success', body: messages.password.changed });
          reset();
        },
        onError: () => toast({ variant: 'danger', body: messages.password.changeFailed }),
      },
    ),
  );

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="change-password-title">
      <div className="card-body p-3 p-sm-4">
        <h2 id="change-password-title" className="h5 mb-3">
          Change password
        </h2>
        <Form noValidate onSubmit={submit} className="row g-0 gx-md-3">
          <div className="col-md-6">
            <PasswordField
              id="new-password"
              label="New password"
              autoComplete="new-password"
              registration={register('password')}
              error={errors.password?.message}
            />
          </div>
          <div className="col-md-6">
            <PasswordField
              id="new-password-confirmation"
              label="Confirm new password"
              autoComplete="new-password"
              registration={register('confirmation')}
              error={errors.confirmation?.message}
            />
          </div>
          <div>
            <SubmitButton busy={changePassword.isPending} disabled={!isValid}>
              Change password
            </SubmitButton>
          </div>
        </Form>
      </div>
    </section>
  );
}
