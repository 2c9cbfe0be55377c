import { memo, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { noFilters, type HotelFilters } from '../lib/hotel-list';
import { mealLabel } from '@/lib/meals';

type HotelFiltersProps = {
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
  meals: string[];
  currency: string;
};

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
const amount = (value: string) => (value === '' ? undefined : Math.max(0, Number(value)));

export const HotelFiltersForm = memo(function HotelFiltersForm({
  filters,
  onChange,
  meals,
  currency,
}: HotelFiltersProps) {
  const id = useId();
  return (
    <Form className="hotel-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="mb-4">
        <legend className="h6">Price per night ({currency})</legend>
        <div className="d-flex gap-2">
          <Form.Group controlId={`${id}-min`}>
            <Form.Label className="small">Minimum</Form.Label>
            <Form.Control
              type="number"
              min={0}
              inputMode="numeric"
              value={filters.minPrice ?? ''}
              onChange={(event) => onChange({ ...filters, minPrice: amount(event.currentTarget.value) })}
            />
          </Form.Group>
          <Form.Group controlId={`${id}-max`}>
            <Form.Label className="small">Maximum</Form.Label>
            <Form.Control
              type="number"
              min={0}
              inputMode="numeric"
              value={filters.maxPrice ?? ''}
              onChange={(event) => onChange({ ...filters, maxPrice: amount(event.currentTarget.value) })}
            />
          </Form.Group>
        </div>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h6">Stars</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <Form.Check
            key={stars}
            id={`${id}-stars-${stars}`}
            label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            checked={filters.stars.includes(stars)}
            onChange={() => onChange({ ...filters, stars: toggle(filters.stars, stars) })}
          />
        ))}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h6">Meals</legend>
        {meals.map((meal) => (
          <Form.Check
            key={meal}
            id={`${id}-meal-${meal}`}
            label={mealLabel(meal)}
            checked={filters.meals.includes(meal)}
            onChange={() => onChange({ ...filters, meals: toggle(filters.meals, meal) })}
          />
        ))}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h6">Cancellation</legend>
        <Form.Check
          type="switch"
          id={`${id}-free-cancellation`}
          label="Free cancellation"
          checked={filters.freeCancellation}
          onChange={() => onChange({ ...filters, freeCancellation: !filters.freeCancellation })}
        />
      </fieldset>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => onChange(noFilters)}>
        Clear filters
      </button>
    </Form>
  );
});
