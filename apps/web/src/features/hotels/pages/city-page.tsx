import { messages } from '@bidstay/contract/plain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useRegion } from '../api/get-regions';
import { ChangeStayForm } from '../components/change-stay-form';
import { HotelCard, HotelCardSkeleton } from '../components/hotel-card';
import { HotelFiltersForm } from '../components/hotel-filters';
import { HotelsMap } from '../components/hotels-map';
import { LoadFailed } from '@/components/load-failed';
import { useCityHotels } from '../hooks/use-city-hotels';
import { WinningBidsNote } from '../components/winning-bids-note';
import {
  filterRatesOnly,
  noFilters,
  resultsSummary,
  sortOptions,
  type HotelFilters,
  type HotelSort,
} from '../lib/hotel-list';
import { PAGE_SIZE, readListChoice, withListChoice, type ListChoice } from '../lib/list-query';
import { replacedDates, useStay } from '../lib/read-stay';
import { nightsBetween, stayQuery, type Stay } from '../lib/stay';

const skeletons = (count: number) => Array.from({ length: count }, (_, index) => <HotelCardSkeleton key={index} />);

export type HotelAction = ComponentType<{ hid: number; name: string }>;

export function CityPage({ HotelAction }: { HotelAction: HotelAction }) {
  const { t, i18n } = useLingui();
  const regionId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const stay = useStay(params);
  const replaced = useMemo(() => replacedDates(params, stay), [params, stay]);
  const query = stayQuery(stay);
  const nights = nightsBetween(stay.checkin, stay.checkout);
  const region = useRegion(regionId).data;
  const choice = useMemo(() => readListChoice(params), [params]);
  const { filters, sort, shown } = choice;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { hotels, rates, loading, streaming, unavailable, listed, meals, visible, cards, ...counts } = useCityHotels(
    regionId,
    stay,
    choice,
  );
  // The list's choice replaces the page's entry, which keeps it for Back and a reload, and keeps the page's scroll.
  // It renders at once (flushSync): as a transition, the router's default, a box just ticked would show unticked.
  const choose = useCallback(
    (next: Partial<ListChoice>) =>
      setParams((current) => withListChoice(current, { ...readListChoice(current), ...next }), {
        replace: true,
        preventScrollReset: true,
        flushSync: true,
      }),
    [setParams],
  );
  const changeStay = useCallback(
    (next: Stay) => setParams(withListChoice(new URLSearchParams(stayQuery(next)), { ...choice, shown: PAGE_SIZE })),
    [setParams, choice],
  );
  const changeFilters = useCallback((next: HotelFilters) => choose({ filters: next, shown: PAGE_SIZE }), [choose]);
  const missing = !Number.isInteger(regionId) || isApiError(hotels.error, 404);
  const cityNotFound = t`City not found`;
  const title = region ? t`Hotels in ${region.name}` : t`Hotels`;
  useDocumentTitle(missing ? cityNotFound : title);

  if (missing) return <NotFoundState title={cityNotFound} text={messages.hotels.regionNotFound} />;

  return (
    <div className="container py-4">
      <h1 className="h2 mb-3">{title}</h1>
      {region && <WinningBidsNote regionId={regionId} cityName={region.name} />}
      <ChangeStayForm key={query} stay={stay} onSubmit={changeStay} replaced={replaced} />
      <div className="row g-4 mt-1">
        <aside className="col-lg-3">
          <Offcanvas
            show={filtersOpen}
            onHide={() => setFiltersOpen(false)}
            responsive="lg"
            aria-labelledby="filters-title"
          >
            <Offcanvas.Header closeButton closeLabel={t`Close filters`}>
              <Offcanvas.Title id="filters-title">
                <Trans>Filters</Trans>
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="flex-column">
              <HotelFiltersForm filters={filters} onChange={changeFilters} meals={meals} currency={stay.currency} />
            </Offcanvas.Body>
          </Offcanvas>
        </aside>
        <section
          className="col-lg-9 col-xl-5 city-results"
          aria-labelledby="results-title"
          aria-busy={loading || streaming || cards.length < visible.length}
        >
          <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
            <p id="results-title" className="mb-0 text-body-secondary" role="status">
              {loading ? t`Looking for rooms…` : resultsSummary(counts)}
            </p>
            <div className="d-flex gap-2 align-items-end">
              <button type="button" className="btn btn-outline-primary d-lg-none" onClick={() => setFiltersOpen(true)}>
                <i className="bi bi-sliders me-2" aria-hidden="true" />
                <Trans>Filters</Trans>
              </button>
              <Form.Group controlId="hotel-sort">
                <Form.Label className="small mb-1">
                  <Trans>Sort by</Trans>
                </Form.Label>
                <Form.Select
                  value={sort}
                  onChange={(event) => choose({ sort: event.currentTarget.value as HotelSort })}
                >
                  {sortOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {i18n._(option.label)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </div>
          </div>
          {hotels.isError && (
            <LoadFailed
              error={hotels.error}
              onRetry={() => void hotels.refetch()}
              text={t`We could not load the hotels.`}
            />
          )}
          {rates.isError && (
            <LoadFailed
              error={rates.error}
              onRetry={() => void rates.refetch()}
              text={t`We could not load the prices.`}
            />
          )}
          <div className="d-grid gap-3" data-testid="hotel-list">
            {loading
              ? skeletons(4)
              : cards.map(({ hotel, rate }, index) => (
                  <HotelCard
                    key={hotel.hid}
                    hotel={hotel}
                    rate={rate}
                    nights={nights}
                    query={query}
                    Action={HotelAction}
                    first={index === 0}
                  />
                ))}
            {!loading && streaming && visible.length < shown && skeletons(visible.length === 0 ? 4 : 2)}
          </div>
          {!loading && !streaming && listed.length === 0 && (
            <div className="text-center py-5">
              <i className="bi bi-search display-6 text-body-tertiary d-block mb-3" aria-hidden="true" />
              <p className="lead">
                <Trans>No hotels match your filters.</Trans>
              </p>
              <button type="button" className="btn btn-primary" onClick={() => changeFilters(noFilters)}>
                <Trans>Clear filters</Trans>
              </button>
            </div>
          )}
          {filterRatesOnly(filters) && unavailable.length > 0 && (
            <p className="small text-body-secondary mt-3">
              <Plural
                value={unavailable.length}
                one="# hotel without rooms matching your filters is not shown."
                other="# hotels without rooms matching your filters are not shown."
              />
            </p>
          )}
          {listed.length > shown && cards.length === shown && (
            <div className="text-center mt-4">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => choose({ shown: shown + PAGE_SIZE })}
              >
                <Trans>Show more hotels</Trans>
              </button>
            </div>
          )}
        </section>
        <HotelsMap city={region} hotels={cards} nights={nights} query={query} />
      </div>
    </div>
  );
}
