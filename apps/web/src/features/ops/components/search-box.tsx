import Form from 'react-bootstrap/Form';
import { AppForm } from '@/components/app-form';

type SearchBoxProps = {
  id: string;
  /** The box's name for assistive technology; the placeholder says what it takes. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** A list's search box: it searches as one types, so its form is never sent. */
export function SearchBox({ id, label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <AppForm role="search" className="ops-search">
      <Form.Label htmlFor={id} className="visually-hidden">
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </AppForm>
  );
}
