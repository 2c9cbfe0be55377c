import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { stayQuery, type Stay } from '../lib/stay';
import { DestinationTypeahead, type Destination } from './destination-typeahead';
import { StayFields } from './stay-fields';

const chooseCity = 'Choose a city or hotel from the list.';

/** The home page's search: a city or hotel, the dates, the guests and the currency. */
export function SearchForm({ initialStay }: { initialStay: Stay }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [destination, setDestination] = useState<Destination | null>(null);
  const [stay, setStay] = useState(initialStay);
  const [error, setError] = useState<string>();

  function go(target: Destination) {
    const page = target.kind === 'region' ? paths.city.href(String(target.id)) : paths.hotel.href(target.id);
    void navigate(`${page}${stayQuery(stay)}`);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (destination) go(destination);
    else setError(chooseCity);
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="search-form" aria-label="Search hotels">
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
          if (chosen.kind === 'hotel') go(chosen);
        }}
      />
      <StayFields stay={stay} onChange={setStay} />
      <Button type="submit" size="lg" className="search-submit">
        <i className="bi bi-search me-2" aria-hidden="true" />
        Search
      </Button>
    </Form>
  );
}
