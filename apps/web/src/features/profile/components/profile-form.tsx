import { Trans, useLingui } from '@lingui/react/macro';
import {
  CURRENCIES,
  listCountries,
  messages,
  missingProfileFields,
  PROFILE_FIELD_LABELS,
  profileFieldsSchema,
  profileFormSchema,
  type Customer,
  type ProfileForm as ProfileFormValues,
} from '@bidstay/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useWatch } from 'react-hook-form';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { SelectField, TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useUpdateCustomer } from '../api/update-customer';

const countries = listCountries();
const countryOptions = countries.map(({ name }) => ({ value: name, label: name }));
const nationalityOptions = countries.map(({ id, name }) => ({ value: id, label: name }));
const currencyOptions = CURRENCIES.map((code) => ({ value: code, label: code }));

function formValues(customer: Customer): ProfileFormValues {
  const { email, name, surname, phone, address, city, zipCode, country, nationality, currency } = customer;
  return { email, name, surname, phone, address, city, zipCode, country, nationality, currency };
}

export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const updateCustomer = useUpdateCustomer();
  const {
    register,
    submitWith,
    failure,
    reset,
    control,
    formState: { errors, isValid },
  } = useAppForm(profileFormSchema, { defaultValues: formValues(customer), fallback: messages.profile.updateFailed });
  const missing = missingProfileFields(useWatch({ control }));

  const toggleEditing = () => {
    if (editing) reset();
    setEditing(!editing);
  };

  const submit = submitWith(async (values) => {
    const updated = await updateCustomer.mutateAsync({ id: customer.id, changes: profileFieldsSchema.parse(values) });
    reset(formValues(updated));
    setEditing(false);
    toast({ variant: 'success', body: messages.profile.updated });
    if (updated.completed && !customer.completed) {
      toast({ variant: 'info', body: messages.profile.completedMailSent });
    }
  });

  const field = (name: keyof ProfileFormValues) => ({
    id: `profile-${name}`,
    label: PROFILE_FIELD_LABELS[name],
    registration: register(name),
    error: errors[name]?.message,
    className: 'mb-0',
  });

  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="personal-information-title">
      <div className="card-body p-3 p-sm-4">
        <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
          <h2 id="personal-information-title" className="h5 mb-0">
            <Trans>Personal information</Trans>
          </h2>
          <Button
            variant={editing ? 'outline-secondary' : 'outline-primary'}
            size="sm"
            className="text-nowrap"
            onClick={toggleEditing}
          >
            <i className={`bi ${editing ? 'bi-lock' : 'bi-pencil'} me-1`} aria-hidden="true" />
            {editing ? t`Lock` : t`Edit`}
          </Button>
        </div>
        <AppForm onSubmit={submit}>
          <fieldset disabled={!editing} className="row g-3 profile-fields">
            <legend className="visually-hidden">
              <Trans>Your details</Trans>
            </legend>
            <TextField {...field('name')} autoComplete="given-name" className="col-md-6" />
            <TextField {...field('surname')} autoComplete="family-name" className="col-md-6" />
            <TextField {...field('email')} type="email" readOnly className="col-md-6" />
            <TextField {...field('phone')} type="tel" autoComplete="tel" className="col-md-6" />
            <TextField {...field('address')} autoComplete="street-address" className="col-12" />
            <TextField {...field('city')} autoComplete="address-level2" className="col-md-5" />
            <TextField {...field('zipCode')} autoComplete="postal-code" className="col-md-3" />
            <SelectField {...field('country')} options={countryOptions} placeholder={t`Choose…`} className="col-md-4" />
            <SelectField
              {...field('nationality')}
              options={nationalityOptions}
              placeholder={t`Choose…`}
              className="col-md-6"
            />
            <SelectField
              {...field('currency')}
              options={currencyOptions}
              placeholder={t`Choose…`}
              className="col-md-6"
            />
          </fieldset>
          {editing && missing.length > 0 && (
            <Alert variant="warning" className="mt-4 mb-0 py-2 small" role="status">
              {messages.profile.missingFields}
              {missing.map((name) => PROFILE_FIELD_LABELS[name]).join(', ')}
            </Alert>
          )}
          <FormAlert text={failure} className="mt-4 mb-0 py-2" />
          <div className="mt-4">
            <SubmitButton busy={updateCustomer.isPending} disabled={!editing || !isValid}>
              <Trans>Save Changes</Trans>
            </SubmitButton>
          </div>
        </AppForm>
      </div>
    </section>
  );
}
