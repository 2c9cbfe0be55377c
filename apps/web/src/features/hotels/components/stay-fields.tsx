import type { Currency } from '@bidstay/contract';
import { CURRENCIES, DEFAULT_STAY_NIGHTS } from '@bidstay/contract/plain';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useRenderedAhead } from '@/hooks/use-rendered-ahead';
import { localToday } from '@/lib/calendar';
import { addDays, type Stay } from '../lib/stay';
import { GuestsPicker } from './guests-picker';

type StayFieldsProps = { stay: Stay; onChange: (stay: Stay) => void };

/** Check-in, check-out, guests and currency; check-out always stays after check-in. */
export function StayFields({ stay, onChange }: StayFieldsProps) {
  const id = useId();
  const today = localToday();
  // Dates rendered at build time would be that day's: the page rendered ahead shows the fields empty.
  const dated = !useRenderedAhead();

  function changeCheckin(checkin: string) {
    if (!checkin) return;
    const checkout = stay.checkout > checkin ? stay.checkout : addDays(checkin, DEFAULT_STAY_NIGHTS);
    onChange({ ...stay, checkin, checkout });
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
          onChange={(event) => {
            const checkout = event.currentTarget.value;
            if (checkout > stay.checkin) onChange({ ...stay, checkout });
          }}
        />
      </Form.Group>
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
