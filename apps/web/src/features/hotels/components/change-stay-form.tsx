import { Trans, useLingui } from '@lingui/react/macro';
import { stayMessages } from '@bidstay/contract/plain';
import { memo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { AppForm } from '@/components/app-form';
import type { DateNotes } from '../lib/read-stay';
import { completeStay, type Stay, type StayDraft } from '../lib/stay';
import { StayFields } from './stay-fields';

type ChangeStayFormProps = { stay: Stay; onSubmit: (stay: Stay) => void; replaced?: DateNotes };

/** Dates, guests and currency of a city or hotel page; `replaced` says which dates of its URL were not taken. */
export const ChangeStayForm = memo(function ChangeStayForm({ stay, onSubmit, replaced }: ChangeStayFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<StayDraft>(stay);
  const [agesAsked, setAgesAsked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = completeStay(draft);
    setAgesAsked(!complete);
    if (complete) onSubmit(complete);
  };
  return (
    <AppForm onSubmit={submit} className="change-stay card border-0 shadow-sm p-3" aria-label={t`Change your stay`}>
      <StayFields
        stay={draft}
        onChange={setDraft}
        replaced={replaced}
        agesError={agesAsked ? stayMessages.childAgeMissing : undefined}
      />
      <Button type="submit" variant="primary" className="align-self-end">
        <Trans>Update</Trans>
      </Button>
    </AppForm>
  );
});
