import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppForm } from '@/components/app-form';
import { LoadFailed } from '@/components/load-failed';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useCatalogue } from '../api/partners';

const SEARCH_DELAY_MS = 300;

type AssignHotelProps = {
  assigned: number[];
  /** The hotel being assigned, whose button waits. */
  pendingHid: number | undefined;
  onAssign: (hid: number) => void;
};

/** Finds a hotel of the catalogue by words of its name or city, or by its id, to assign it. */
export function AssignHotel({ assigned, pendingHid, onAssign }: AssignHotelProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const catalogue = useCatalogue(q);
  const hotels = catalogue.data?.hotels ?? [];

  return (
    <div>
      <h3 className="h6">
        <Trans>Assign a hotel</Trans>
      </h3>
      <AppForm role="search" className="mb-2">
        <Form.Label htmlFor="catalogue-q" className="small text-body-secondary">
          <Trans>Find a hotel of the catalogue by name, city or hotel id</Trans>
        </Form.Label>
        <Form.Control
          id="catalogue-q"
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </AppForm>
      {!q ? null : catalogue.isError ? (
        <LoadFailed
          text={t`Could not search the catalogue.`}
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : catalogue.isPending ? (
        <p className="small text-body-secondary" role="status">
          <Trans>Searching…</Trans>
        </p>
      ) : hotels.length === 0 ? (
        <p className="small text-body-secondary" role="status">
          <Trans>No hotel of the catalogue matches this search.</Trans>
        </p>
      ) : (
        <>
          {catalogue.data.total > hotels.length && (
            <p className="small text-body-secondary mb-2" data-testid="catalogue-more">
              <Trans>
                The first {hotels.length} of {catalogue.data.total} hotels found: add a word of the name or city to
                narrow the search.
              </Trans>
            </p>
          )}
          <ul className="list-group" aria-label={t`Hotels found`}>
            {hotels.map((hotel) => {
              const isAssigned = assigned.includes(hotel.hid);
              return (
                <li
                  key={hotel.hid}
                  className="list-group-item d-flex flex-wrap align-items-center gap-2"
                  data-testid="catalogue-hotel"
                >
                  <div className="flex-grow-1 min-w-0">
                    <div className="fw-semibold">{hotel.name}</div>
                    <div className="small text-body-secondary">
                      {hotel.address} · id {hotel.hid}
                    </div>
                  </div>
                  <Button
                    size="sm"
                    variant={isAssigned ? 'outline-secondary' : 'primary'}
                    disabled={isAssigned || pendingHid === hotel.hid}
                    onClick={() => onAssign(hotel.hid)}
                    aria-label={isAssigned ? t`${hotel.name} is assigned` : t`Assign ${hotel.name}`}
                  >
                    {isAssigned ? t`Assigned` : t`Assign`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
