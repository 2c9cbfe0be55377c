import type { Currency } from '@bidstay/contract';
import { CURRENCIES, DEFAULT_STAY_NIGHTS } from '@bidstay/contract/plain';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useRenderedAhead } from '@/hooks/use-rendered-ahead';
import { localToday } from '@/lib/calendar';
import { typedCheckinProblem, typedCheckoutProblem, type DateNotes } from '../lib/read-stay';
import { addDays, type Stay } from '../lib/stay';
import { GuestsPicker } from './guests-picker';

type StayFieldsProps = { stay: Stay; onChange: (stay: Stay) => void; replaced?: DateNotes };

function DateNote({ id, note }: { id: string; note?: string }) {
  if (!note) return null;
  return (
    <Form.Text id={id} className="d-block text-danger-emphasis">
      <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
      {note}
    </Form.Text>
  );
}

/**
 * Check-in, check-out, guests and currency; check-out always stays after check-in. A date that cannot be taken, typed
 * or `replaced` in the URL, is said next to its field.
 */
export function StayFields({ stay, onChange, replaced = {} }: StayFieldsProps) {
  const id = useId();
  const today = localToday();
  const [notes, setNotes] = useState(replaced);
  // Dates rendered at build time would be that day's: the page rendered ahead shows the fields empty.
  const dated = !useRenderedAhead();

  function changeCheckin(checkin: string) {
    if (!checkin) return;
    const problem = typedCheckinProblem(checkin, today);
    if (problem) return setNotes({ ...notes, checkin: problem });
    const checkout = stay.checkout > checkin ? stay.checkout : addDays(checkin, DEFAULT_STAY_NIGHTS);
    setNotes({ checkout: checkout === stay.checkout ? notes.checkout : undefined });
    onChange({ ...stay, checkin, checkout });
  }

  function changeCheckout(checkout: string) {
    if (!checkout) return;
    const problem = typedCheckoutProblem(stay.checkin, checkout);
    setNotes({ ...notes, checkout: problem });
    if (!problem) onChange({ ...stay, checkout });
  }

  return (
    <>
      <Form.Group controlId={`${id}-checkin`} className="stay-date">
        <Form.Label>Check-in</Form.Label>
        <Form.Control
          type="date"
          min={today}
          value={dated ? stay.checkin : ''}
          required
          aria-describedby={`${id}-checkin-note`}
          onChange={(event) => changeCheckin(event.currentTarget.value)}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-checkout`} className="stay-date">
        <Form.Label>Check-out</Form.Label>
        <Form.Control
          type="date"
          min={addDays(stay.checkin, 1)}
          value={dated ? stay.checkout : ''}
          required
          aria-describedby={`${id}-checkout-note`}
          onChange={(event) => changeCheckout(event.currentTarget.value)}
        />
      </Form.Group>
      {(notes.checkin || notes.checkout) && (
        <div className="stay-notes">
          <DateNote id={`${id}-checkin-note`} note={notes.checkin} />
          <DateNote id={`${id}-checkout-note`} note={notes.checkout} />
        </div>
      )}
      <GuestsPicker value={stay.guests} onChange={(guests) => onChange({ ...stay, guests })} />
      <Form.Group controlId={`${id}-currency`} className="stay-currency">
        <Form.Label>Currency</Form.Label>
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
