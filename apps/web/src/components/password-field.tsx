import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';

type PasswordFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
};

export function PasswordField({ id, label, registration, error, autoComplete }: PasswordFieldProps) {
  const { t } = useLingui();
  const lowered = label.toLocaleLowerCase();
  const [visible, setVisible] = useState(false);
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          {...registration}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          isInvalid={Boolean(error)}
          aria-describedby={`${id}-feedback`}
        />
        <Button
          variant="outline-secondary"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t`Hide ${lowered}` : t`Show ${lowered}`}
          aria-pressed={visible}
          aria-controls={id}
        >
          <i className={`bi ${visible ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
        </Button>
        <Form.Control.Feedback id={`${id}-feedback`} type="invalid">
          {error}
        </Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
