import { messages } from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildBookingQuote } from '@/testing/mocks/data';
import { renderWithProviders } from '@/testing/test-utils';
import { GuestNamesForm } from './guest-names-form';

type FormProps = ComponentProps<typeof GuestNamesForm>;

const family = buildBookingQuote({ guests: [{ adults: 2, children: [7] }] });

function renderForm(props: Partial<FormProps> = {}) {
  const onSubmit = vi.fn(() => Promise.resolve());
  const onUnlock = vi.fn();
  const view = renderWithProviders(
    <GuestNamesForm quote={family} onSubmit={onSubmit} step={null} locked={false} onUnlock={onUnlock} {...props} />,
  );
  return { ...view, onSubmit, onUnlock };
}

const guest = (name: string) => screen.getByRole('group', { name });

async function typeName(user: ReturnType<typeof renderForm>['user'], who: string, first: string, last: string) {
  await user.type(within(guest(who)).getByLabelText('First name'), first);
  await user.type(within(guest(who)).getByLabelText('Last name'), last);
}

describe('the guest names form', () => {
  it('asks a first and last name of every guest the room is booked for, children with their age', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Who is staying' })).toBeVisible();
    for (const who of ['Adult 1', 'Adult 2', 'Child 1, age 7']) {
      expect(within(guest(who)).getByLabelText('First name')).toBeVisible();
      expect(within(guest(who)).getByLabelText('Last name')).toBeVisible();
    }
  });

  it('refuses to go on to payment while a name is missing', async () => {
    const { user, onSubmit } = renderForm();

    await typeName(user, 'Adult 1', 'Astrid', 'Lind');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const missing = within(guest('Adult 2')).getByLabelText('First name');
    expect(missing).toBeInvalid();
    expect(missing).toHaveAccessibleDescription(messages.fields.nameAsOnId);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends every guest's name, a child's with its age", async () => {
    const { user, onSubmit } = renderForm();

    await typeName(user, 'Adult 1', 'Astrid', 'Lind');
    await typeName(user, 'Adult 2', 'Olof', 'Lind');
    await typeName(user, 'Child 1, age 7', 'Saga', 'Lind');
    await user.type(screen.getByLabelText('Phone (optional)'), '+46 70 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]).toMatchObject([
      {
        rooms: [
          {
            guests: [
              { first_name: 'Astrid', last_name: 'Lind', is_child: false },
              { first_name: 'Olof', last_name: 'Lind', is_child: false },
              { first_name: 'Saga', last_name: 'Lind', is_child: true, age: 7 },
            ],
          },
        ],
        phone: '+46 70 123 45 67',
      },
    ]);
  });

  it('fills in the names saved with the bid and warns when the hotel priced another party', () => {
    renderForm({
      savedGuests: [{ guests: [{ type: 'adult', age: null, name: 'Astrid', surname: 'Lind' }] }],
    });
    expect(within(guest('Adult 1')).getByLabelText('First name')).toHaveValue('Astrid');
    expect(
      screen.getByText(/The guests saved with your bid differ from the guests this room is booked for/),
    ).toBeVisible();
  });

  it('keeps the names locked while payment is open, until the customer changes them', async () => {
    const { user, onUnlock } = renderForm({ locked: true });

    expect(within(guest('Adult 1')).getByLabelText('First name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change guest names' }));

    expect(onUnlock).toHaveBeenCalledOnce();
  });

  it('says which step of the payment is under way', () => {
    renderForm({ step: 'price' });
    expect(screen.getByRole('button', { name: 'Preparing payment…' })).toBeDisabled();
  });
});
