import { Trans, useLingui } from '@lingui/react/macro';
import { SUGGESTION_DAYS, supplierRuleSetSchema, type SavedRuleSet } from '@bidstay/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useRoomFloors } from '../api/get-room-floors';
import { useSaveRuleSet } from '../api/save-rule-set';
import { useSimulateRules } from '../api/simulate-rules';
import { lineWarnings } from '../lib/line-warnings';
import { RoomFloors } from './room-floors';
import { RuleLineFields } from './rule-line-fields';
import { RuleSuggestions } from './rule-suggestions';
import { SimulationResult } from './simulation-result';

type RuleSetInput = z.input<typeof supplierRuleSetSchema>;

const SIMULATION_DAYS = 90;
/** The days the API reads floors from (FLOOR_DAYS in the supplier module). */
const FLOOR_DAYS = 90;
const NEW_LINE: RuleSetInput['lines'][number] = {
  label: '',
  when: {},
  autoAcceptPercent: null,
  counterPercent: null,
  rejectBelowPercent: null,
};
const emptyAsNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** A hotel's rule lines, tried on its own bids before they are saved. */
export function RuleSetForm({ hid, saved }: { hid: number; saved: SavedRuleSet }) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useSaveRuleSet();
  const simulate = useSimulateRules();
  const {
    register,
    control,
    submitWith,
    failure,
    reset,
    formState: { errors, isDirty },
  } = useAppForm(supplierRuleSetSchema, {
    defaultValues: { lines: saved.lines, nightlyCap: saved.nightlyCap },
    validateWhileTyping: true,
  });
  const { fields, append, prepend, remove, move } = useFieldArray({ control, name: 'lines' });
  const floors = useRoomFloors(hid);
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const warnings = lineWarnings(lines, floors.data ?? []);
  const [suggesting, setSuggesting] = useState(false);

  const submit = submitWith(async (ruleSet) => {
    const next = await save.mutateAsync({ hid, ruleSet });
    reset({ lines: next.lines, nightlyCap: next.nightlyCap });
    simulate.reset();
    toast({ variant: 'success', body: t`Rules saved` });
  });
  const trySimulation = submitWith((ruleSet) => simulate.mutateAsync({ hid, ruleSet, days: SIMULATION_DAYS }));

  return (
    <AppForm onSubmit={submit} aria-label={t`Automatic answers`}>
      <p className="mb-3" data-testid="rule-mode">
        {fields.length === 0 ? (
          <>
            <i className="bi bi-person-check me-2" aria-hidden="true" />
            <Trans>Manual: your team answers every bid.</Trans>
          </>
        ) : (
          <>
            <i className="bi bi-robot me-2" aria-hidden="true" />
            <Trans>
              For each bid, the first line whose conditions all hold answers it at once; a bid no line holds for waits
              for your team.
            </Trans>
          </>
        )}
      </p>
      {floors.data && <RoomFloors floors={floors.data} days={FLOOR_DAYS} />}
      {fields.map((field, index) => (
        <RuleLineFields
          warnings={warnings[index] ?? []}
          key={field.id}
          index={index}
          count={fields.length}
          register={register}
          control={control}
          errors={errors}
          onMove={(to) => move(index, to)}
          onRemove={() => remove(index)}
        />
      ))}
      {errors.lines?.root?.message && <Alert variant="danger">{errors.lines.root.message}</Alert>}
      <Button variant="outline-primary" className="mb-3" onClick={() => append(NEW_LINE)}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        <Trans>Add a line</Trans>
      </Button>
      <TextField
        id="rule-nightly-cap"
        label={t`Rooms sold at bid prices, at most, per night`}
        type="number"
        min={1}
        placeholder={t`No cap`}
        registration={register('nightlyCap', { setValueAs: emptyAsNull })}
        error={errors.nightlyCap?.message}
        hint={t`Counts every bid accepted by a line or by your team that covers the night. Over it, lines reject and your team cannot accept.`}
      />
      <FormAlert text={failure} className="py-2" />
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-secondary"
          onClick={() => void trySimulation()}
          disabled={simulate.isPending}
          aria-busy={simulate.isPending}
        >
          <Trans>Try on the last {SIMULATION_DAYS} days</Trans>
        </Button>
        <Button variant="outline-secondary" onClick={() => setSuggesting(true)} aria-expanded={suggesting}>
          <i className="bi bi-lightbulb me-1" aria-hidden="true" />
          <Trans>Suggest lines</Trans>
        </Button>
        <SubmitButton busy={save.isPending} disabled={!isDirty}>
          <Trans>Save rules</Trans>
        </SubmitButton>
      </div>
      {suggesting && (
        <RuleSuggestions
          hid={hid}
          days={SUGGESTION_DAYS}
          labels={lines.map((line) => line.label)}
          onAdd={(line) => prepend(line)}
        />
      )}
      {simulate.data && <SimulationResult result={simulate.data} days={SIMULATION_DAYS} />}
    </AppForm>
  );
}
