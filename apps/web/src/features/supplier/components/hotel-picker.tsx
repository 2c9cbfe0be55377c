import type { HotelMinimal, SupplierHotels } from '@bidstay/contract';
import Form from 'react-bootstrap/Form';

type HotelPickerProps = {
  search: string;
  onSearch: (search: string) => void;
  found: SupplierHotels;
  value: HotelMinimal | undefined;
  onChange: (hotel: HotelMinimal) => void;
};

const count = (value: number) => value.toLocaleString('en-GB');

/**
 * The open hotel stays first in the list while a search leaves it out: a list box without its value would show
 * another hotel as selected (React selects the first option).
 */
function listed(found: HotelMinimal[], value: HotelMinimal | undefined) {
  return !value || found.some((hotel) => hotel.hid === value.hid) ? found : [value, ...found];
}

/** A search box, answered by the server as the user types, above a list box of the partner's hotels it found. */
export function HotelPicker({ search, onSearch, found, value, onChange }: HotelPickerProps) {
  const shown = listed(found.hotels, value);
  const pick = (hid: number) => {
    const hotel = shown.find((item) => item.hid === hid);
    if (hotel) onChange(hotel);
  };
  return (
    <div>
      <Form.Group controlId="rule-hotel-search" className="mb-2">
        <Form.Label>Find a hotel</Form.Label>
        <Form.Control
          type="search"
          value={search}
          placeholder="Name, city or hotel id"
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </Form.Group>
      <Form.Group controlId="rule-hotel">
        <Form.Label className="visually-hidden">Hotel</Form.Label>
        <Form.Select
          htmlSize={8}
          value={value === undefined ? '' : String(value.hid)}
          onChange={(event) => pick(Number(event.currentTarget.value))}
        >
          {shown.map((hotel) => (
            <option key={hotel.hid} value={hotel.hid}>
              {hotel.name} · {hotel.address}
            </option>
          ))}
        </Form.Select>
        <Form.Text muted aria-live="polite" data-testid="rule-hotel-count">
          {found.hotels.length < found.total
            ? `The first ${found.hotels.length} of ${count(found.total)} hotels: type to narrow the list`
            : `${count(found.total)} ${found.total === 1 ? 'hotel' : 'hotels'}`}
        </Form.Text>
      </Form.Group>
    </div>
  );
}
