import { Trans } from '@lingui/react/macro';
import type { Currency } from '@bidstay/contract';
import { CURRENCIES } from '@bidstay/contract/plain';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useRenderedAhead } from '@/hooks/use-rendered-ahead';
import { localToday } from '@/lib/calendar';
import { typeCheckin, typeCheckout, type DateNotes, type TypedDates } from '../lib/read-stay';
import { addDays, completeStay, type StayDraft } from '../lib/stay';
import { GuestsPicker } from './guests-picker';

type StayFieldsProps = {
  stay: StayDraft;
  onChange: (stay: StayDraft) => void;
  replaced?: DateNotes;
  /** Said while a child has no age, once the form was sent without one. */
  agesError?: string;
};

function FieldNote({ id, note }: { id: string; note?: string }) {
  if (!note) return null;
  return (
    <Form.Text id={id} className="d-block text-danger-emphasis">
      <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
      {note}
    </Form.Text>
  );
}

/**
 * Check-in, check-out, guests and currency; check-out always stays after check-in, and moves with it. A date that
 * cannot be taken, typed or `replaced` in the URL, and a check-out moved, are said next to the field.
 */
export function StayFields({ stay, onChange, replaced = {}, agesError }: StayFieldsProps) {
  const id = useId();
  const today = localToday();
  const [notes, setNotes] = useState(replaced);
  const agesNote = completeStay(stay) ? undefined : agesError;
  // Dates rendered at build time would be that day's: the page rendered ahead shows the fields empty.
  const dated = !useRenderedAhead();

  /** A date typed: an empty one (cleared, or not whole yet) changes nothing. */
  function take(date: string, typed: (date: string) => TypedDates<StayDraft>) {
    if (!date) return;
    const { stay: next, notes: said } = typed(date);
    setNotes(said);
    if (next !== stay) onChange(next);
  }

  return (
    <>
      <Form.Group controlId={`${id}-checkin`} className="stay-date">
        <Form.Label>
          <Trans>Check-in</Trans>
        </Form.Label>
        <Form.Control
          type="date"
          min={today}
          value={dated ? stay.checkin : ''}
          required
          aria-describedby={`${id}-checkin-note`}
          onChange={(event) => take(event.currentTarget.value, (date) => typeCheckin({ stay, notes }, date, today))}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-checkout`} className="stay-date">
        <Form.Label>
          <Trans>Check-out</Trans>
        </Form.Label>
        <Form.Control
          type="date"
          min={addDays(stay.checkin, 1)}
          value={dated ? stay.checkout : ''}
          required
          aria-describedby={`${id}-checkout-note`}
          onChange={(event) => take(event.currentTarget.value, (date) => typeCheckout({ stay, notes }, date))}
        />
      </Form.Group>
      {(notes.checkin || notes.checkout || agesNote) && (
        <div className="stay-notes">
          <FieldNote id={`${id}-checkin-note`} note={notes.checkin} />
          <FieldNote id={`${id}-checkout-note`} note={notes.checkout} />
          <FieldNote id={`${id}-guests-note`} note={agesNote} />
        </div>
      )}
      <GuestsPicker
        value={stay.guests}
        onChange={(guests) => onChange({ ...stay, guests })}
        agesError={agesNote && `${id}-guests-note`}
      />
      <Form.Group controlId={`${id}-currency`} className="stay-currency">
        <Form.Label>
          <Trans>Currency</Trans>
        </Form.Label>
        <Form.Select
          value={stay.currency}
          onChange={(event) => onChange({ ...stay, currency: event.currentTarget.value as Currency })}
        >
          {CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}
