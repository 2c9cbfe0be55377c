import { Trans, useLingui } from '@lingui/react/macro';
import { TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_MAX_RESULTS, TYPEAHEAD_MIN_CHARS } from '@bidstay/contract/plain';
import { useId, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDestinations } from '../api/search-destinations';

/** A city (its region id) or a hotel (its hid), with where a hotel is. */
export type Destination = { kind: 'region' | 'hotel'; id: number; name: string; place?: string };

type SuggestedHotel = { hid: number; name: string; region_name: string; address: string };

/** Each hotel with its city, or its street and city where another hotel suggested has the same name. */
function hotelDestinations(hotels: SuggestedHotel[]): Destination[] {
  const named = (name: string) => hotels.filter((hotel) => hotel.name === name).length;
  return hotels.map((hotel) => ({
    kind: 'hotel',
    id: hotel.hid,
    name: hotel.name,
    place: named(hotel.name) > 1 ? hotel.address : hotel.region_name,
  }));
}

type DestinationTypeaheadProps = {
  value: string;
  onType: (text: string) => void;
  onChoose: (destination: Destination) => void;
  error?: string;
};

export function DestinationTypeahead({ value, onType, onChoose, error }: DestinationTypeaheadProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(value.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const { data, isFetching, isPlaceholderData } = useDestinations(search);
  const searched = search.length >= TYPEAHEAD_MIN_CHARS && data !== undefined;
  const options: Destination[] = searched
    ? [
        ...data.regions.map((region) => ({ kind: 'region' as const, id: region.id, name: region.name })),
        ...hotelDestinations(data.hotels),
      ].slice(0, TYPEAHEAD_MAX_RESULTS)
    : [];
  const expanded = open && options.length > 0;
  const noMatch = open && searched && !isPlaceholderData && options.length === 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(destination: Destination) {
    setOpen(false);
    onChoose(destination);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <Form.Group controlId={`${id}-input`} className="typeahead position-relative">
      <Form.Label>
        <Trans>Where are you going?</Trans>
      </Form.Label>
      <Form.Control
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={t`City or hotel`}
        value={value}
        isInvalid={Boolean(error)}
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-describedby={`${id}-feedback`}
        onChange={(event) => {
          onType(event.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <Form.Control.Feedback id={`${id}-feedback`} type="invalid">
        {error}
      </Form.Control.Feedback>
      {isFetching && open && (
        <span className="typeahead-spinner spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      )}
      <ul id={`${id}-list`} role="listbox" aria-label={t`Destinations`} className="typeahead-list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={`${option.kind}-${option.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <i className={`bi ${option.kind === 'region' ? 'bi-geo-alt' : 'bi-building'} me-2`} aria-hidden="true" />
            <span className="typeahead-label">
              <span data-testid="typeahead-name">{option.name}</span>
              {option.place && (
                <>
                  {' '}
                  <span className="typeahead-place" data-testid="typeahead-place">
                    {option.place}
                  </span>
                </>
              )}
            </span>
            <span className="typeahead-kind">{option.kind === 'region' ? t`City` : t`Hotel`}</span>
          </li>
        ))}
      </ul>
      <div role="status" className={noMatch ? 'typeahead-list typeahead-empty' : undefined}>
        {noMatch && t`No city or hotel matches “${search}”.`}
      </div>
    </Form.Group>
  );
}
