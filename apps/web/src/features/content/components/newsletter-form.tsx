import { messages } from '@bidstay/contract/plain';
import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/submit-button';
import { errorMessage } from '@/lib/error-message';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export function NewsletterForm() {
  const id = useId();
  const [mail, setMail] = useState('');
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeNewsletter();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { parseNewsletterMail } = await import('../lib/newsletter-mail');
    const parsed = parseNewsletterMail(mail);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    subscribe.mutate(parsed.data.mail, {
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  if (subscribe.isSuccess) {
    return (
      <p className="text-success mb-0" role="status">
        <i className="bi bi-check-circle me-2" aria-hidden="true" />
        {messages.newsletter.subscribed}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h6 text-uppercase small fw-semibold text-body-secondary">
        Newsletter
      </h2>
      <label htmlFor={`${id}-mail`} className="form-label small">
        Newsletter sign-up
      </label>
      <div className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <input
            id={`${id}-mail`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={mail}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-feedback`}
            onChange={(event) => setMail(event.currentTarget.value)}
          />
          <div id={`${id}-feedback`} className="invalid-feedback">
            {error}
          </div>
        </div>
        <SubmitButton busy={subscribe.isPending}>Subscribe</SubmitButton>
      </div>
    </form>
  );
}
