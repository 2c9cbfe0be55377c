import { Trans, useLingui } from '@lingui/react/macro';
import { useMessage } from '@/hooks/use-message';
import { messages } from '@bidstay/contract/plain';
import { useId } from 'react';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

const newsletterSchema = () => import('../lib/newsletter-mail').then((m) => m.subscribeNewsletterQuerySchema);

export function NewsletterForm() {
  const { t } = useLingui();
  const message = useMessage();
  const id = useId();
  const subscribe = useSubscribeNewsletter();
  const {
    register,
    submitWith,
    failure,
    formState: { errors },
  } = useAppForm(newsletterSchema, { defaultValues: { mail: '' } });

  if (subscribe.isSuccess) {
    return (
      <p className="text-success mb-0" role="status">
        <i className="bi bi-check-circle me-2" aria-hidden="true" />
        {message(messages.newsletter.subscribed)}
      </p>
    );
  }
  return (
    <AppForm onSubmit={submitWith(({ mail }) => subscribe.mutateAsync(mail))} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h6 text-uppercase small fw-semibold text-body-secondary">
        <Trans>Newsletter</Trans>
      </h2>
      <div className="d-flex gap-2 align-items-start">
        <TextField
          id={`${id}-mail`}
          label={t`Newsletter sign-up`}
          labelClassName="d-block small"
          className="flex-grow-1"
          type="email"
          autoComplete="email"
          placeholder={t`you@example.com`}
          registration={register('mail')}
          error={errors.mail?.message}
        />
        <SubmitButton busy={subscribe.isPending} className="newsletter-submit">
          <Trans>Subscribe</Trans>
        </SubmitButton>
      </div>
      <FormAlert text={failure} />
    </AppForm>
  );
}
