import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { describeGuests } from '@/lib/guest-count';
import type { RoomGuestsDraft } from '../lib/stay';

const MAX_ROOMS = 9;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

type GuestsPickerProps = {
  value: RoomGuestsDraft[];
  onChange: (rooms: RoomGuestsDraft[]) => void;
  /** The id of what the form says of a child without an age: the panel then opens on the first. */
  agesError?: string;
};

/** The rooms and who sleeps in each; a child added has no age until one is chosen. */
export function GuestsPicker({ value, onChange, agesError }: GuestsPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const update = (index: number, room: RoomGuestsDraft) =>
    onChange(value.map((old, at) => (at === index ? room : old)));
  const setChildren = (index: number, room: RoomGuestsDraft, count: number) =>
    update(index, { ...room, children: range(0, count - 1).map((at) => room.children[at]) });

  // The panel opens once when the form asks for the ages (React's state adjusted while rendering, not in an effect).
  const [askedFor, setAskedFor] = useState(agesError);
  if (askedFor !== agesError) {
    setAskedFor(agesError);
    if (agesError) setOpen(true);
  }
  useEffect(() => {
    if (agesError && open) panel.current?.querySelector<HTMLSelectElement>('select.is-invalid')?.focus();
  }, [agesError, open]);

  return (
    <div className="guests-picker position-relative">
      <span className="form-label d-block" id={`${id}-label`}>
        <Trans>Guests and rooms</Trans>
      </span>
      <Button
        variant="outline-secondary"
        className="form-select text-start"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-describedby={agesError ? `${id}-label ${agesError}` : `${id}-label`}
        onClick={() => setOpen((shown) => !shown)}
      >
        {describeGuests(value)}
      </Button>
      <div ref={panel} id={`${id}-panel`} className="guests-panel card shadow p-3" hidden={!open}>
        {value.map((room, index) => (
          <fieldset key={index} className="border-bottom pb-2 mb-2">
            <div className="d-flex justify-content-between align-items-center">
              <legend className="h6 mb-2 float-none w-auto">
                <Trans>Room {index + 1}</Trans>
              </legend>
              {value.length > 1 && (
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                  aria-label={t`Remove room ${index + 1}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              )}
            </div>
            <div className="row g-2">
              <Form.Group className="col-6" controlId={`${id}-adults-${index}`}>
                <Form.Label className="small">
                  <Trans>Adults</Trans>
                </Form.Label>
                <Form.Select
                  size="sm"
                  value={room.adults}
                  onChange={(event) => update(index, { ...room, adults: Number(event.currentTarget.value) })}
                >
                  {range(1, 6).map((count) => (
                    <option key={count}>{count}</option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-6" controlId={`${id}-children-${index}`}>
                <Form.Label className="small">
                  <Trans>Children</Trans>
                </Form.Label>
                <Form.Select
                  size="sm"
                  value={room.children.length}
                  onChange={(event) => setChildren(index, room, Number(event.currentTarget.value))}
                >
                  {range(0, 4).map((count) => (
                    <option key={count}>{count}</option>
                  ))}
                </Form.Select>
              </Form.Group>
              {room.children.map((age, child) => (
                <Form.Group key={child} className="col-6" controlId={`${id}-age-${index}-${child}`}>
                  <Form.Label className="small">
                    <Trans>Age of child {child + 1}</Trans>
                  </Form.Label>
                  <Form.Select
                    size="sm"
                    value={age ?? ''}
                    isInvalid={agesError !== undefined && age === undefined}
                    aria-describedby={age === undefined ? agesError : undefined}
                    onChange={(event) =>
                      update(index, {
                        ...room,
                        children: room.children.map((old, at) =>
                          at === child ? Number(event.currentTarget.value) : old,
                        ),
                      })
                    }
                  >
                    <option value="" disabled>
                      <Trans>Choose</Trans>
                    </option>
                    {range(0, 17).map((years) => (
                      <option key={years}>{years}</option>
                    ))}
                  </Form.Select>
                </Form.Group>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="d-flex justify-content-between">
          <Button
            variant="outline-primary"
            size="sm"
            disabled={value.length >= MAX_ROOMS}
            onClick={() => onChange([...value, { adults: 2, children: [] }])}
          >
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            <Trans>Add a room</Trans>
          </Button>
          <Button size="sm" onClick={() => setOpen(false)}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
