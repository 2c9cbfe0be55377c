import { Trans, useLingui } from '@lingui/react/macro';
import { stayMessages, TYPEAHEAD_MIN_CHARS } from '@bidstay/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { AppForm } from '@/components/app-form';
import { paths } from '@/config/paths';
import { destinationsQueryOptions } from '../api/search-destinations';
import { completeStay, stayQuery, type Stay, type StayDraft } from '../lib/stay';
import { DestinationTypeahead, type Destination } from './destination-typeahead';
import { StayFields } from './stay-fields';

/** The home page's search: a city or hotel, the dates, the guests and the currency. */
export function SearchForm({ initialStay }: { initialStay: Stay }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [destination, setDestination] = useState<Destination | null>(null);
  const [stay, setStay] = useState<StayDraft>(initialStay);
  const [error, setError] = useState<string>();
  const [agesAsked, setAgesAsked] = useState(false);

  function go(target: Destination, chosen: Stay) {
    const href = target.kind === 'region' ? paths.city.href : paths.hotel.href;
    void navigate(href(String(target.id), stayQuery(chosen)));
  }

  /** The first city the search finds for what was typed but not picked from the list. */
  async function firstCity(typed: string): Promise<Destination | undefined> {
    if (typed.length < TYPEAHEAD_MIN_CHARS) return undefined;
    const found = await queryClient.fetchQuery(destinationsQueryOptions(typed)).catch(() => undefined);
    const region = found?.regions[0];
    return region && { kind: 'region', id: region.id, name: region.name };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const complete = completeStay(stay);
    setAgesAsked(!complete);
    const target = destination ?? (await firstCity(text.trim()));
    if (!target) setError(t`Choose a city or hotel from the list.`);
    else if (complete) go(target, complete);
  }

  return (
    <AppForm onSubmit={onSubmit} className="search-form" aria-label={t`Search hotels`}>
      <DestinationTypeahead
        value={text}
        error={error}
        onType={(typed) => {
          setText(typed);
          setDestination(null);
          setError(undefined);
        }}
        onChoose={(chosen) => {
          setText(chosen.name);
          setDestination(chosen);
          setError(undefined);
        }}
      />
      <StayFields stay={stay} onChange={setStay} agesError={agesAsked ? stayMessages.childAgeMissing : undefined} />
      <Button type="submit" size="lg" className="search-submit">
        <i className="bi bi-search me-2" aria-hidden="true" />
        <Trans>Search</Trans>
      </Button>
    </AppForm>
  );
}
