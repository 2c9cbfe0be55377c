import type { HotelMinimal } from '@bidstay/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';

type HotelPickerProps = { hotels: HotelMinimal[]; value: number | undefined; onChange: (hid: number) => void };

/** A search box that narrows a list box of the supplier's hotels. */
export function HotelPicker({ hotels, value, onChange }: HotelPickerProps) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = hotels.filter(
    (hotel) => hotel.hid === value || !term || `${hotel.name} ${hotel.address}`.toLowerCase().includes(term),
  );
  return (
    <div>
      <Form.Group controlId="rule-hotel-search" className="mb-2">
        <Form.Label>Find a hotel</Form.Label>
        <Form.Control
          type="search"
          value={search}
          placeholder="Name or address"
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Form.Group>
      <Form.Group controlId="rule-hotel">
        <Form.Label className="visually-hidden">Hotel</Form.Label>
        <Form.Select
          htmlSize={8}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {shown.map((hotel) => (
            <option key={hotel.hid} value={hotel.hid}>
              {hotel.name}
            </option>
          ))}
        </Form.Select>
        <Form.Text muted>
          {shown.length} of {hotels.length} hotels
        </Form.Text>
      </Form.Group>
    </div>
  );
}
