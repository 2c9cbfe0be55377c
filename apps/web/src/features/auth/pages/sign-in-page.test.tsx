import { accessTokenSchema, messages, signInBodySchema, type SignInBody } from '@bidstay/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getValidToken, type Session } from '@/lib/auth-storage';
import { on, refuse } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, testToken } from '@/testing/test-utils';
import { SignInPage } from './sign-in-page';

const WRONG = 'Wrong email or password.';

/** The sign-in route, signing in as `role` and recording what it was sent. */
function answerSignIn(role: Session['role'] = 'customer') {
  const sent: SignInBody[] = [];
  server.use(
    on('post', '/api/authenticateCustomer', { answer: accessTokenSchema, body: signInBodySchema }, ({ body }) => {
      sent.push(body);
      return { access_token: testToken('customer-9', role) };
    }),
  );
  return sent;
}

function renderSignIn() {
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<SignInPage onSignedIn={onSignedIn} guard={{}} />, { url: '/signin' });
  return { ...view, onSignedIn };
}

async function fillIn(user: ReturnType<typeof renderSignIn>['user'], password: string) {
  await user.type(screen.getByLabelText('Email'), 'astrid@example.com');
  await user.type(screen.getByLabelText('Password'), password);
}

describe('the sign-in page', () => {
  it('signs the customer in, keeping the session, and hands it on', async () => {
    const sent = answerSignIn();
    const { user, onSignedIn } = renderSignIn();

    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await fillIn(user, 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ customerId: 'customer-9', role: 'customer' });
    expect(getValidToken()).toBe(testToken('customer-9', 'customer'));
    expect(sent).toMatchObject([{ email: 'astrid@example.com', password: 'Secret123' }]);
  });

  it("shows the API's refusal and keeps the customer signed out", async () => {
    server.use(refuse('post', '/api/authenticateCustomer', 401, WRONG, { error: 'unauthorized' }));
    const { user, onSignedIn } = renderSignIn();

    await fillIn(user, 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getValidToken()).toBeNull();
  });

  it('asks an operator for the second factor when the API wants it', async () => {
    server.use(
      refuse('post', '/api/authenticateCustomer', 401, messages.ops.codeRequired, {
        error: 'unauthorized',
        fields: { code: messages.ops.codeRequired },
      }),
    );
    const { user } = renderSignIn();

    await fillIn(user, 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Code');
    expect(code).toHaveAccessibleDescription(expect.stringContaining(messages.ops.codeRequired));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
