import { Trans, useLingui } from '@lingui/react/macro';
import type { HotelMinimal } from '@bidstay/contract';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSupplierHotels } from '../api/get-supplier-hotels';
import { useRuleSet } from '../api/get-rule-set';
import { DemandCalendar } from '../components/demand-calendar';
import { HOTEL_SEARCH_DELAY_MS, HotelPicker } from '../components/hotel-picker';
import { RuleChanges } from '../components/rule-changes';
import { RuleSetForm } from '../components/rule-set-form';

export function SupplierRulesPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const firstPage = useSupplierHotels('');
  const found = useSupplierHotels(useDebouncedValue(search.trim(), HOTEL_SEARCH_DELAY_MS));
  const [picked, setPicked] = useState<HotelMinimal>();
  // Until one is picked, the first hotel of the unsearched list (one with bids waiting, if any) stays open as the
  // partner types, so a search never throws away the rule being edited.
  const hotel = picked ?? firstPage.data?.hotels[0];
  const rule = useRuleSet(hotel?.hid);
  useDocumentTitle(t`Bid rules`);

  if (firstPage.isPending) return <ListSkeleton label={t`Loading your hotels`} />;
  if (firstPage.isError || found.isError) return <ErrorState text={t`We could not load your hotels.`} />;
  if (firstPage.data.total === 0)
    return (
      <p className="lead">
        <Trans>No hotels are linked to this account yet.</Trans>
      </p>
    );

  return (
    <>
      <h1 className="h3 mb-1">
        <Trans>Automatic answers</Trans>
      </h1>
      <p className="text-body-secondary mb-4">
        <Trans>
          Per hotel, answer bids by dates, lead time and room at a share of the listed price, try the rules on your own
          bids, or leave every bid to your team.
        </Trans>
      </p>
      <div className="row g-4">
        <div className="col-md-5 col-lg-4">
          <HotelPicker
            idPrefix="rule"
            search={search}
            onSearch={setSearch}
            found={found.data ?? firstPage.data}
            value={hotel}
            onChange={setPicked}
          />
        </div>
        <section className="col-md-7 col-lg-8" aria-labelledby="rule-hotel-title">
          <div className="card border-0 shadow-sm">
            <div className="card-body">
              <h2 id="rule-hotel-title" className="h5">
                {hotel?.name}
              </h2>
              <p className="small text-body-secondary">{hotel?.address}</p>
              {rule.isPending && <ListSkeleton label={t`Loading the rules`} rows={3} />}
              {rule.isError && <ErrorState text={t`We could not load this hotel's rules.`} />}
              {rule.data && hotel && (
                <>
                  <RuleSetForm key={hotel.hid} hid={hotel.hid} saved={rule.data} />
                  <RuleChanges hid={hotel.hid} />
                  <DemandCalendar hid={hotel.hid} />
                </>
              )}
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
