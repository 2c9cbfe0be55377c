import type { ComponentProps, FormEvent } from 'react';
import Form from 'react-bootstrap/Form';

/**
 * Every form: validation left to its schema rather than to the browser. Without `onSubmit` the form is never sent:
 * a search or filter form that applies as one types.
 */
export function AppForm({
  onSubmit,
  ...props
}: Omit<ComponentProps<typeof Form>, 'noValidate' | 'onSubmit'> & {
  onSubmit?: (event: FormEvent) => unknown;
}) {
  const submit = (event: FormEvent) => {
    if (onSubmit) void onSubmit(event);
    else event.preventDefault();
  };
  return <Form noValidate onSubmit={submit} {...props} />;
}
