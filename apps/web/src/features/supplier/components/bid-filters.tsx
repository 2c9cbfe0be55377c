import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type HotelMinimal } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppForm } from '@/components/app-form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSupplierHotels } from '../api/get-supplier-hotels';
import { HOTEL_SEARCH_DELAY_MS, HotelPicker } from './hotel-picker';
import type { BidFilters } from '../api/get-supplier-bids';

type BidFiltersProps = { value: BidFilters; onChange: (filters: BidFilters) => void };

/** Narrows the bid lists to a hotel, found by name among all the partner's (those with bids waiting first), and to check-in days. */
export function BidFiltersBar({ value, onChange }: BidFiltersProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [hotel, setHotel] = useState<HotelMinimal>();
  const hotels = useSupplierHotels(useDebouncedValue(search.trim(), HOTEL_SEARCH_DELAY_MS));
  const [stay, setStay] = useState({ from: value.stayFrom ?? '', to: value.stayTo ?? '' });
  const wrongOrder = Boolean(stay.from && stay.to && stay.to < stay.from);

  const setDay = (field: 'from' | 'to', day: string) => {
    const next = { ...stay, [field]: day };
    setStay(next);
    if (next.from && next.to && next.to < next.from) return;
    onChange({ ...value, stayFrom: next.from || undefined, stayTo: next.to || undefined });
  };

  return (
    <AppForm className="row g-2 align-items-end mb-3" aria-label={t`Filter the bids`}>
      <div className="col-12 col-md-5">
        {hotels.data && (
          <HotelPicker
            idPrefix="bids"
            search={search}
            onSearch={setSearch}
            found={hotels.data}
            value={hotel}
            noneLabel={t`All your hotels`}
            rows={4}
            onChange={(picked) => {
              setHotel(picked);
              onChange({ ...value, hotelId: picked?.hid });
            }}
          />
        )}
      </div>
      <Form.Group controlId="bids-stay-from" className="col-6 col-md-3">
        <Form.Label className="small mb-1">
          <Trans>Check-in from</Trans>
        </Form.Label>
        <Form.Control type="date" value={stay.from} onChange={(event) => setDay('from', event.currentTarget.value)} />
      </Form.Group>
      <Form.Group controlId="bids-stay-to" className="col-6 col-md-3">
        <Form.Label className="small mb-1">
          <Trans>Check-in until</Trans>
        </Form.Label>
        <Form.Control
          type="date"
          value={stay.to}
          isInvalid={wrongOrder}
          aria-describedby="bids-stay-to-feedback"
          onChange={(event) => setDay('to', event.currentTarget.value)}
        />
        <Form.Control.Feedback id="bids-stay-to-feedback" type="invalid">
          {messages.supplier.checkInOrder}
        </Form.Control.Feedback>
      </Form.Group>
      <div className="col-12 col-md-1">
        <Button
          variant="link"
          className="px-0"
          onClick={() => {
            setStay({ from: '', to: '' });
            setHotel(undefined);
            setSearch('');
            onChange({});
          }}
        >
          <Trans>Clear</Trans>
        </Button>
      </div>
    </AppForm>
  );
}
