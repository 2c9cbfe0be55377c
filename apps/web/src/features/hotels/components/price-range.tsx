import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';

export type PriceLimits = { minPrice?: number; maxPrice?: number };

type PriceRangeProps = PriceLimits & { currency: string; onChange: (limits: PriceLimits) => void };

const amount = (value: string) => (value === '' ? undefined : Math.max(0, Number(value)));
const typed = (value?: number) => (value === undefined ? '' : String(value));

function limitsOf(draft: { min: string; max: string }): PriceLimits | undefined {
  const limits = { minPrice: amount(draft.min), maxPrice: amount(draft.max) };
  const { minPrice, maxPrice } = limits;
  return minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? undefined : limits;
}

/** The price filter; a minimum above the maximum is refused next to the fields, the list keeps the last limits. */
export function PriceRange({ minPrice, maxPrice, currency, onChange }: PriceRangeProps) {
  const id = useId();
  const [draft, setDraft] = useState({ min: typed(minPrice), max: typed(maxPrice) });
  const [applied, setApplied] = useState<PriceLimits>({ minPrice, maxPrice });
  // Limits changed elsewhere (cleared, or the URL's on Back) replace what was typed.
  if (applied.minPrice !== minPrice || applied.maxPrice !== maxPrice) {
    setApplied({ minPrice, maxPrice });
    setDraft({ min: typed(minPrice), max: typed(maxPrice) });
  }
  const refused = limitsOf(draft) === undefined;

  function change(next: typeof draft) {
    setDraft(next);
    const limits = limitsOf(next);
    if (limits) onChange(limits);
  }

  return (
    <fieldset className="mb-4">
      <legend className="h6">
        <Trans>Price per night ({currency})</Trans>
      </legend>
      <div className="d-flex gap-2">
        <Form.Group controlId={`${id}-min`}>
          <Form.Label className="small">
            <Trans>Minimum</Trans>
          </Form.Label>
          <Form.Control
            type="number"
            min={0}
            inputMode="numeric"
            value={draft.min}
            isInvalid={refused}
            aria-describedby={`${id}-refused`}
            onChange={(event) => change({ ...draft, min: event.currentTarget.value })}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-max`}>
          <Form.Label className="small">
            <Trans>Maximum</Trans>
          </Form.Label>
          <Form.Control
            type="number"
            min={0}
            inputMode="numeric"
            value={draft.max}
            isInvalid={refused}
            aria-describedby={`${id}-refused`}
            onChange={(event) => change({ ...draft, max: event.currentTarget.value })}
          />
        </Form.Group>
      </div>
      <div id={`${id}-refused`} className="invalid-feedback d-block" aria-live="polite">
        {refused && <Trans>The minimum price cannot be above the maximum.</Trans>}
      </div>
    </fieldset>
  );
}
