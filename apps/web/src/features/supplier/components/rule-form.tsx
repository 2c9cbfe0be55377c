import { messages, supplierRuleSchema, type SupplierRule } from '@bidstay/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { isApiError } from '@/lib/api-client';
import { useSaveSupplierRule } from '../api/save-supplier-rule';

const fields = ['autoAcceptPercent', 'floorPercent', 'counterPercent'] as const;
const manual: SupplierRule = { autoAcceptPercent: null, floorPercent: null, counterPercent: null };
const emptyAsNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

type PercentFieldProps = {
  id: string;
  label: string;
  hint: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

function PercentField({ id, label, hint, error, registration }: PercentFieldProps) {
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation className="percent-input">
        <Form.Control
          type="number"
          min={0}
          max={100}
          step="any"
          inputMode="decimal"
          placeholder="Off"
          {...registration}
          isInvalid={Boolean(error)}
          aria-describedby={`${id}-feedback ${id}-hint`}
        />
        <InputGroup.Text>%</InputGroup.Text>
        <Form.Control.Feedback id={`${id}-feedback`} type="invalid">
          {error}
        </Form.Control.Feedback>
      </InputGroup>
      <Form.Text id={`${id}-hint`} muted>
        {hint}
      </Form.Text>
    </Form.Group>
  );
}

export function RuleForm({ hid, rule }: { hid: number; rule: SupplierRule }) {
  const toast = useToast();
  const save = useSaveSupplierRule();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(supplierRuleSchema), mode: 'onChange', defaultValues: rule });
  const values = useWatch({ control, name: fields });
  const isManual = values.every((value) => value === null || Number.isNaN(value));

  const submit = handleSubmit((values) =>
    save.mutate(
      { hid, rule: values },
      {
        onSuccess: (saved) => {
          reset(saved);
          toast({ variant: 'success', body: 'Rule saved' });
        },
        onError: (error) => {
          if (!isApiError(error)) return toast({ variant: 'danger', body: messages.generic.internal });
          for (const field of fields) {
            const message = error.fields[field];
            if (message) setError(field, { message });
          }
        },
      },
    ),
  );

  const failure = isApiError(save.error) ? save.error : null;
  const serverMessage = failure && !fields.some((field) => failure.fields[field]) ? failure.message : null;
  const percent = (field: (typeof fields)[number]) => register(field, { setValueAs: emptyAsNull });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Automatic answers">
      <p className="mb-3" data-testid="rule-mode">
        {isManual ? (
          <>
            <i className="bi bi-person-check me-2" aria-hidden="true" />
            Manual: your team answers every bid.
          </>
        ) : (
          <>
            <i className="bi bi-robot me-2" aria-hidden="true" />
            Automatic: bids are answered by these rules as soon as they arrive.
          </>
        )}
      </p>
      <PercentField
        id="rule-accept"
        label="Auto-accept at or above"
        hint="Bids at or above this share of the listed price are accepted."
        registration={percent('autoAcceptPercent')}
        error={errors.autoAcceptPercent?.message}
      />
      <PercentField
        id="rule-floor"
        label="Auto-reject below"
        hint="Bids below this share are rejected. Bids below the rate's floor (the partner's min_price, and the net price plus margin) are always rejected, whatever you set."
        registration={percent('floorPercent')}
        error={errors.floorPercent?.message}
      />
      <PercentField
        id="rule-counter"
        label="Auto-counter at"
        hint="Other bids get a counter-offer at this share, kept between the floor and the listed price. Empty: your team answers them."
        registration={percent('counterPercent')}
        error={errors.counterPercent?.message}
      />
      {serverMessage && (
        <Alert variant="danger" className="py-2">
          {serverMessage}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busy={save.isPending} disabled={!isDirty}>
          Save rule
        </SubmitButton>
        <Button
          variant="outline-secondary"
          onClick={() => reset(manual, { keepDefaultValues: true })}
          disabled={isManual}
        >
          Switch to manual
        </Button>
      </div>
    </Form>
  );
}
