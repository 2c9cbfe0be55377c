import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { AppForm } from '@/components/app-form';
import { noFilters, type HotelFilters } from '../lib/hotel-list';
import { mealLabel } from '@/lib/meals';
import { PriceRange } from './price-range';

type HotelFiltersProps = {
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
  meals: string[];
  currency: string;
};

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

export const HotelFiltersForm = memo(function HotelFiltersForm({
  filters,
  onChange,
  meals,
  currency,
}: HotelFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <AppForm className="hotel-filters" aria-label={t`Filters`}>
      <PriceRange
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        currency={currency}
        onChange={(limits) => onChange({ ...filters, ...limits })}
      />
      <fieldset className="mb-4">
        <legend className="h6">
          <Trans>Stars</Trans>
        </legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <Form.Check
            key={stars}
            id={`${id}-stars-${stars}`}
            label={plural(stars, { one: '# star', other: '# stars' })}
            checked={filters.stars.includes(stars)}
            onChange={() => onChange({ ...filters, stars: toggle(filters.stars, stars) })}
          />
        ))}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h6">
          <Trans>Meals</Trans>
        </legend>
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
        <legend className="h6">
          <Trans>Cancellation</Trans>
        </legend>
        <Form.Check
          type="switch"
          id={`${id}-free-cancellation`}
          label={t`Free cancellation`}
          checked={filters.freeCancellation}
          onChange={() => onChange({ ...filters, freeCancellation: !filters.freeCancellation })}
        />
      </fieldset>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => onChange(noFilters)}>
        <Trans>Clear filters</Trans>
      </button>
    </AppForm>
  );
});
