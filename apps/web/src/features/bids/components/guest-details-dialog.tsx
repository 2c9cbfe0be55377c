import type { Bid } from '@bidstay/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import {
  guestTypes,
  readBidGuests,
  readBookingDetails,
  roomGuestsFormSchema,
  storeBidGuests,
  storeBookingDetails,
  type RoomGuestDetails,
} from '@/lib/booking-details';

type DialogProps = { bid: Bid | undefined; onClose: () => void };

function roomsOf(bid: Bid): RoomGuestDetails {
  return bid.booking.guests.map(({ adults, children }) => ({
    guests: [
      ...Array.from({ length: adults }, () => ({ type: 'adult' as const, age: null, name: '', surname: '' })),
      ...children.map((age) => ({ type: 'child' as const, age, name: '', surname: '' })),
    ],
  }));
}

export function GuestDetailsDialog({ bid, onClose }: DialogProps) {
  return (
    <Modal show={Boolean(bid)} onHide={onClose} centered scrollable aria-labelledby="guest-details-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="guest-details-title" className="h5">
          Guest details
        </Modal.Title>
      </Modal.Header>
      {bid && <GuestForm bid={bid} onClose={onClose} />}
    </Modal>
  );
}

function GuestForm({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(roomGuestsFormSchema),
    mode: 'onChange',
    defaultValues: { rooms: readBidGuests(bid.id) ?? roomsOf(bid) },
  });
  const rooms = useWatch({ control, name: 'rooms' });

  const save = handleSubmit(({ rooms: saved }) => {
    storeBidGuests(bid.id, saved);
    const booking = readBookingDetails();
    if (booking?.bid_id === bid.id) storeBookingDetails({ ...booking, guest_details: saved });
    toast({ variant: 'success', body: 'Guest details saved' });
    onClose();
  });

  return (
    <Form noValidate onSubmit={(event) => void save(event)} className="modal-form">
      <Modal.Body>
        <p className="small text-body-secondary">Names as they appear on each guest's ID. You can add them later.</p>
        {rooms.map((room, roomIndex) => (
          <fieldset key={roomIndex} className="guest-room mb-3">
            <legend className="h6">Room {roomIndex + 1}</legend>
            {room.guests.map((guest, guestIndex) => {
              const id = `guest-${roomIndex}-${guestIndex}`;
              const path = `rooms.${roomIndex}.guests.${guestIndex}` as const;
              const fieldErrors = errors.rooms?.[roomIndex]?.guests?.[guestIndex];
              return (
                <div key={guestIndex} className="row g-2 mb-2" role="group" aria-label={`Guest ${guestIndex + 1}`}>
                  <Form.Group controlId={`${id}-type`} className="col-6 col-sm-3">
                    <Form.Label className="small mb-1">Guest {guestIndex + 1}</Form.Label>
                    <Form.Select size="sm" {...register(`${path}.type`)}>
                      {guestTypes.map((type) => (
                        <option key={type} value={type}>
                          {type === 'adult' ? 'Adult' : 'Child'}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                  <Form.Group controlId={`${id}-age`} className="col-6 col-sm-2">
                    <Form.Label className="small mb-1">Age</Form.Label>
                    <Form.Control
                      size="sm"
                      type="number"
                      min={0}
                      max={17}
                      disabled={guest.type !== 'child'}
                      {...register(`${path}.age`, { setValueAs: (value) => (value === '' ? null : Number(value)) })}
                      isInvalid={Boolean(fieldErrors?.age)}
                    />
                    <Form.Control.Feedback type="invalid">{fieldErrors?.age?.message}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group controlId={`${id}-name`} className="col-6 col-sm-3 col-md">
                    <Form.Label className="small mb-1">Name</Form.Label>
                    <Form.Control
                      size="sm"
                      autoComplete="off"
                      {...register(`${path}.name`)}
                      isInvalid={Boolean(fieldErrors?.name)}
                    />
                    <Form.Control.Feedback type="invalid">{fieldErrors?.name?.message}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group controlId={`${id}-surname`} className="col-6 col-sm-4 col-md">
                    <Form.Label className="small mb-1">Surname</Form.Label>
                    <Form.Control
                      size="sm"
                      autoComplete="off"
                      {...register(`${path}.surname`)}
                      isInvalid={Boolean(fieldErrors?.surname)}
                    />
                    <Form.Control.Feedback type="invalid">{fieldErrors?.surname?.message}</Form.Control.Feedback>
                  </Form.Group>
                </div>
              );
            })}
          </fieldset>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton busy={false} disabled={!isValid}>
          Save Guests
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}
