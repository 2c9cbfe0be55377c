import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

type TextFieldProps = FieldProps & Omit<ComponentProps<typeof Form.Control>, 'id' | keyof UseFormRegisterReturn>;

export function TextField({ id, label, registration, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...input} {...registration} isInvalid={Boolean(error)} aria-describedby={`${id}-feedback`} />
      <Form.Control.Feedback id={`${id}-feedback`} type="invalid">
        {error}
      </Form.Control.Feedback>
      {hint && <Form.Text muted>{hint}</Form.Text>}
    </Form.Group>
  );
}

type SelectFieldProps = FieldProps & {
  options: { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
};

export function SelectField({
  id,
  label,
  registration,
  error,
  className,
  options,
  placeholder,
  disabled,
}: SelectFieldProps) {
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <Form.Label>{label}</Form.Label>
      <Form.Select {...registration} disabled={disabled} isInvalid={Boolean(error)} aria-describedby={`${id}-feedback`}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback id={`${id}-feedback`} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
