import { customerSchema, messages, updateCustomerBodySchema, type Customer } from '@bidstay/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answers } from '@/lib/answers';
import { buildCustomer } from '@/testing/mocks/data';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { ProfilePage } from './profile-page';

function answerCustomer(customer: Customer) {
  server.use(on('get', '/api/getCustomerById', { answer: answers.customer }, customer));
}

const renderPage = () => renderWithProviders(<ProfilePage />, { session: { customerId: 'customer-1' } });

describe('the profile page', () => {
  it("shows the customer's details, locked until they choose to edit", async () => {
    answerCustomer(buildCustomer());
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('Astrid');
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.queryByRole('progressbar', { name: 'Profile completion' })).not.toBeInTheDocument();
  });

  it('says how complete an unfinished profile is', async () => {
    answerCustomer(buildCustomer({ phone: '', address: '', completed: false }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Your profile is 80% complete' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '80');
  });

  it('saves the changed details and says so', async () => {
    answerCustomer(buildCustomer());
    const sent: unknown[] = [];
    server.use(
      on(
        'patch',
        '/api/updateCustomerUser/:id',
        { answer: customerSchema, body: updateCustomerBodySchema },
        ({ body, params }) => {
          sent.push({ id: params.id, ...body });
          return buildCustomer({ city: body.city });
        },
      ),
    );
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.paste('Uppsala');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(messages.profile.updated)).toBeVisible();
    expect(sent).toMatchObject([{ id: 'customer-1', city: 'Uppsala', name: 'Astrid' }]);
    expect(city).toHaveValue('Uppsala');
    expect(city).toBeDisabled();
  });
});
