import { Trans, useLingui } from '@lingui/react/macro';
import type { HotelMinimal, SupplierHotels } from '@bidstay/contract';
import Form from 'react-bootstrap/Form';

type HotelPickerProps = {
  /** Names the fields and the count: the rules page's and the bids page's pickers differ by it. */
  idPrefix: string;
  search: string;
  onSearch: (search: string) => void;
  found: SupplierHotels;
  value: HotelMinimal | undefined;
  onChange: (hotel: HotelMinimal | undefined) => void;
  /** The first option, for no hotel in particular ("All your hotels"); without it a hotel is always picked. */
  noneLabel?: string;
  rows?: number;
};

const count = (value: number) => value.toLocaleString('en-GB');

/** How long the typing pauses before the server is asked. */
export const HOTEL_SEARCH_DELAY_MS = 250;

/**
 * The open hotel stays first in the list while a search leaves it out: a list box without its value would show
 * another hotel as selected (React selects the first option).
 */
function listed(found: HotelMinimal[], value: HotelMinimal | undefined) {
  return !value || found.some((hotel) => hotel.hid === value.hid) ? found : [value, ...found];
}

/** A search box, answered by the server as the user types, above a list box of the partner's hotels it found. */
export function HotelPicker(props: HotelPickerProps) {
  const { t } = useLingui();
  const { idPrefix, search, onSearch, found, value, onChange, noneLabel, rows = 8 } = props;
  const shown = listed(found.hotels, value);
  const pick = (picked: string) => {
    const hotel = shown.find((item) => String(item.hid) === picked);
    if (hotel || noneLabel) onChange(hotel);
  };
  return (
    <div>
      <Form.Group controlId={`${idPrefix}-hotel-search`} className="mb-2">
        <Form.Label>
          <Trans>Find a hotel</Trans>
        </Form.Label>
        <Form.Control
          type="search"
          value={search}
          placeholder={t`Name, city or hotel id`}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-hotel`}>
        <Form.Label className="visually-hidden">
          <Trans>Hotel</Trans>
        </Form.Label>
        <Form.Select
          htmlSize={rows}
          value={value === undefined ? '' : String(value.hid)}
          onChange={(event) => pick(event.currentTarget.value)}
        >
          {noneLabel && <option value="">{noneLabel}</option>}
          {shown.map((hotel) => (
            <option key={hotel.hid} value={hotel.hid}>
              {hotel.name} · {hotel.address}
            </option>
          ))}
        </Form.Select>
        <Form.Text muted aria-live="polite" data-testid={`${idPrefix}-hotel-count`}>
          {found.hotels.length < found.total
            ? t`The first ${found.hotels.length} of ${count(found.total)} hotels: type to narrow the list`
            : `${count(found.total)} ${found.total === 1 ? 'hotel' : 'hotels'}`}
        </Form.Text>
      </Form.Group>
    </div>
  );
}
