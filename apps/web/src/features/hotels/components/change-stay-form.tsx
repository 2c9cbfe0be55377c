import { memo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { AppForm } from '@/components/app-form';
import type { DateNotes } from '../lib/read-stay';
import type { Stay } from '../lib/stay';
import { StayFields } from './stay-fields';

type ChangeStayFormProps = { stay: Stay; onSubmit: (stay: Stay) => void; replaced?: DateNotes };

/** Dates, guests and currency of a city or hotel page; `replaced` says which dates of its URL were not taken. */
export const ChangeStayForm = memo(function ChangeStayForm({ stay, onSubmit, replaced }: ChangeStayFormProps) {
  const [draft, setDraft] = useState(stay);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <AppForm onSubmit={submit} className="change-stay card border-0 shadow-sm p-3" aria-label="Change your stay">
      <StayFields stay={draft} onChange={setDraft} replaced={replaced} />
      <Button type="submit" variant="primary" className="align-self-end">
        Update
      </Button>
    </AppForm>
  );
});
