import { useLingui } from '@lingui/react/macro';
import { resetPasswordFormSchema } from '@bidstay/contract';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';

type NewPasswordFormProps = {
  /** Prefixes the fields' ids, unique on the page. */
  idPrefix: string;
  passwordLabel: string;
  submitLabel: string;
  busy: boolean;
  onPassword: (password: string) => Promise<void>;
};

/** A password typed twice, under the password rule: a reset link's and an invitation's. */
export function NewPasswordForm({ idPrefix, passwordLabel, submitLabel, busy, onPassword }: NewPasswordFormProps) {
  const { t } = useLingui();
  const {
    register,
    submitWith,
    failure,
    formState: { errors, isValid },
  } = useAppForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmation: '' } });

  return (
    <AppForm onSubmit={submitWith(({ password }) => onPassword(password))}>
      <PasswordField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        id={`${idPrefix}-confirmation`}
        label={t`Confirm ${passwordLabel.toLowerCase()}`}
        autoComplete="new-password"
        registration={register('confirmation')}
        error={errors.confirmation?.message}
      />
      <SubmitButton busy={busy} disabled={!isValid} className="w-100 mt-2">
        {submitLabel}
      </SubmitButton>
      <FormAlert text={failure} />
    </AppForm>
  );
}
