import { useMessage } from '@/hooks/use-message';
import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  className?: string;
  labelClassName?: string;
};

/** The ids that describe a field: its error, and its hint when it has one. */
const describedBy = (id: string, hint: ReactNode) => (hint ? `${id}-feedback ${id}-hint` : `${id}-feedback`);

function Feedback({ id, error }: { id: string; error?: string }) {
  const message = useMessage();
  return (
    <Form.Control.Feedback id={`${id}-feedback`} type="invalid">
      {error && message(error)}
    </Form.Control.Feedback>
  );
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  const message = useMessage();
  if (!hint) return null;
  return (
    <Form.Text id={`${id}-hint`} muted>
      {typeof hint === 'string' ? message(hint) : hint}
    </Form.Text>
  );
}

type TextFieldProps = FieldProps &
  Omit<ComponentProps<typeof Form.Control>, 'id' | 'prefix' | keyof UseFormRegisterReturn> & {
    /** Shown before the input, in its group (a currency). */
    prefix?: ReactNode;
    /** Shown after the input, in its group (a currency, a unit). */
    suffix?: ReactNode;
  };

/** A text, number, date or textarea (`as="textarea"`) field, with its label, error and hint. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  className,
  labelClassName,
  prefix,
  suffix,
  ...input
}: TextFieldProps) {
  const control = (
    <Form.Control
      {...input}
      {...registration}
      isInvalid={Boolean(error)}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, hint)}
    />
  );
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      {prefix || suffix ? (
        <InputGroup size={input.size} hasValidation>
          {prefix && <InputGroup.Text>{prefix}</InputGroup.Text>}
          {control}
          {suffix && <InputGroup.Text>{suffix}</InputGroup.Text>}
          <Feedback id={id} error={error} />
        </InputGroup>
      ) : (
        <>
          {control}
          <Feedback id={id} error={error} />
        </>
      )}
      <Hint id={id} hint={hint} />
    </Form.Group>
  );
}

type SelectFieldProps = FieldProps & {
  options: { value: string; label: string }[];
  /** The empty first option, when choosing nothing is allowed until the form is sent. */
  placeholder?: string;
  disabled?: boolean;
  size?: 'sm' | 'lg';
};

export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  className,
  labelClassName,
  options,
  placeholder,
  disabled,
  size,
}: SelectFieldProps) {
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      <Form.Select
        {...registration}
        size={size}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Feedback id={id} error={error} />
      <Hint id={id} hint={hint} />
    </Form.Group>
  );
}

type CheckFieldProps = Omit<FieldProps, 'hint' | 'labelClassName'> & { type?: 'checkbox' | 'switch' };

export function CheckField({ id, label, registration, error, className, type = 'checkbox' }: CheckFieldProps) {
  return (
    <Form.Check
      id={id}
      type={type}
      label={label}
      className={className}
      {...registration}
      isInvalid={Boolean(error)}
      feedback={error}
      feedbackType="invalid"
    />
  );
}
