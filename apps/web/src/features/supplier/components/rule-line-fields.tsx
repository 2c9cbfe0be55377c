import { formatList, weekdayNames } from '@/lib/format';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { supplierRuleSetSchema } from '@bidstay/contract';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useFormState, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form-field';

type RuleSetInput = z.input<typeof supplierRuleSetSchema>;

const PERCENT_FIELDS = [
  {
    field: 'autoAcceptPercent',
    get label() {
      return t`Accept at or above (%)`;
    },
    key: 'accept',
  },
  {
    field: 'counterPercent',
    get label() {
      return t`Counter at (%)`;
    },
    key: 'counter',
  },
  {
    field: 'rejectBelowPercent',
    get label() {
      return t`Reject below (%)`;
    },
    key: 'reject',
  },
] as const;
const emptyAsNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
const emptyAsUnset = (value: unknown) => (value === '' || value === null ? undefined : Number(value));
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

type LineFieldsProps = {
  index: number;
  /** Why the line as typed cannot do what it says (lineWarnings). */
  warnings: MessageDescriptor[];
  count: number;
  register: UseFormRegister<RuleSetInput>;
  control: Control<RuleSetInput>;
  errors: FieldErrors<RuleSetInput>;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** What the ticks say: the check-in days the line holds for, every day when none is ticked. */
function WeekdayHint({ days }: { days: number[] }) {
  const names = weekdayNames();
  if (days.length === 0 || days.length === names.length) return <Trans>Every check-in day.</Trans>;
  const named = formatList(days.map((day) => names[day - 1]!));
  return <Trans>Only check-ins on {named}.</Trans>;
}

/** Check-in days a line holds for; none ticked means every day. */
function WeekdayPicker({ index, control }: Pick<LineFieldsProps, 'index' | 'control'>) {
  return (
    <Controller
      control={control}
      name={`lines.${index}.when.weekdays`}
      render={({ field, fieldState }) => {
        const days = field.value ?? [];
        const toggle = (day: number) => {
          const next = days.includes(day) ? days.filter((other) => other !== day) : [...days, day].sort();
          field.onChange(next.length ? next : undefined);
        };
        return (
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">
              <Trans>Check-in days</Trans>
            </legend>
            <div className="d-flex flex-wrap gap-2">
              {weekdayNames().map((name, dayIndex) => (
                <Form.Check
                  key={name}
                  inline
                  className="me-0"
                  id={`line-${index}-day-${dayIndex + 1}`}
                  label={name}
                  checked={days.includes(dayIndex + 1)}
                  onChange={() => toggle(dayIndex + 1)}
                />
              ))}
            </div>
            <Form.Text muted data-testid="weekday-hint">
              <WeekdayHint days={days} />
            </Form.Text>
            {fieldState.error && <div className="invalid-feedback d-block">{fieldState.error.message}</div>}
          </fieldset>
        );
      }}
    />
  );
}

/** One rule line: its name, the conditions it holds for, and its answers in percent of the listed price. */
export function RuleLineFields({
  index,
  warnings,
  count,
  register,
  control,
  errors,
  onMove,
  onRemove,
}: LineFieldsProps) {
  const { i18n } = useLingui();
  const id = (field: string) => `line-${index}-${field}`;
  const lineErrors = errors.lines?.[index];
  const when = lineErrors?.when;
  // The form checks every line as any field is typed: a new line's empty name waits until it was typed in or saved.
  const { isSubmitted } = useFormState({ control });
  const [nameTyped, setNameTyped] = useState(false);
  const nameChecked = isSubmitted || nameTyped;
  return (
    // The legend is not the fieldset's first child (the card's body is), so it does not name the group by itself.
    <fieldset className="card border rule-line mb-3" data-testid="rule-line" aria-labelledby={id('title')}>
      <div className="card-body">
        <legend className="h6 d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto" id={id('title')}>
            <Trans>Line {index + 1}</Trans>
          </span>
          <Button size="sm" variant="outline-secondary" disabled={index === 0} onClick={() => onMove(index - 1)}>
            <Trans>Move up</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <Trans>Move down</Trans>
          </Button>
          <Button size="sm" variant="outline-danger" onClick={onRemove}>
            <Trans>Remove</Trans>
          </Button>
        </legend>
        <TextField
          id={id('label')}
          label={t`Line name`}
          placeholder={t`Weekends in winter`}
          registration={register(`lines.${index}.label`, { onChange: () => setNameTyped(true) })}
          error={nameChecked ? lineErrors?.label?.message : undefined}
        />
        <div className="row g-2">
          <TextField
            className="col-sm-6 mb-3"
            id={id('from')}
            label={t`Check-in from`}
            type="date"
            registration={register(`lines.${index}.when.checkinFrom`, { setValueAs: blankAsUnset })}
            error={when?.checkinFrom?.message}
          />
          <TextField
            className="col-sm-6 mb-3"
            id={id('to')}
            label={t`Check-in until`}
            type="date"
            registration={register(`lines.${index}.when.checkinTo`, { setValueAs: blankAsUnset })}
            error={when?.checkinTo?.message}
          />
        </div>
        <WeekdayPicker index={index} control={control} />
        <div className="row g-2">
          <TextField
            className="col-6 col-sm-4 mb-3"
            id={id('lead-min')}
            label={t`Booked at least (days ahead)`}
            type="number"
            min={0}
            registration={register(`lines.${index}.when.leadDays.min`, { setValueAs: emptyAsUnset })}
            error={when?.leadDays?.min?.message}
          />
          <TextField
            className="col-6 col-sm-4 mb-3"
            id={id('lead-max')}
            label={t`At most (days ahead)`}
            type="number"
            min={0}
            registration={register(`lines.${index}.when.leadDays.max`, { setValueAs: emptyAsUnset })}
            error={when?.leadDays?.max?.message}
          />
          <TextField
            className="col-sm-4 mb-3"
            id={id('nights')}
            label={t`At least (nights)`}
            type="number"
            min={1}
            registration={register(`lines.${index}.when.minNights`, { setValueAs: emptyAsUnset })}
            error={when?.minNights?.message}
          />
        </div>
        <TextField
          id={id('room')}
          label={t`Room name contains`}
          placeholder="double"
          registration={register(`lines.${index}.when.roomContains`, { setValueAs: blankAsUnset })}
          error={when?.roomContains?.message}
          hint={t`Empty conditions hold for every bid.`}
        />
        <div className="row g-2">
          {PERCENT_FIELDS.map(({ field, label, key }) => (
            <TextField
              key={field}
              className="col-sm-4 mb-2"
              id={id(key)}
              label={label}
              type="number"
              step="any"
              placeholder={t`Off`}
              registration={register(`lines.${index}.${field}`, { setValueAs: emptyAsNull })}
              error={lineErrors?.[field]?.message}
            />
          ))}
        </div>
        {warnings.map((warning, at) => (
          <Alert key={at} variant="warning" className="small py-2 mb-0 mt-2" data-testid="line-warning">
            {i18n._(warning)}
          </Alert>
        ))}
      </div>
    </fieldset>
  );
}
