import { messages } from '@bidstay/contract';
import { expect } from '@playwright/test';
import { violationsInMode } from './axe-helpers';
import { shootAtWidths } from './bid-guidance-helpers';
import { test, toast, uniqueEmail } from './fixtures';
import { PEOPLE_OPERATOR, openBackOffice } from './ops-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

test('an operator invites another, deactivates and reactivates them, and has no buttons on their own row', async ({
  page,
}) => {
  await openBackOffice(page, '/ops/operators');
  const email = uniqueEmail('operator');
  await page.getByRole('button', { name: 'Invite operator' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite an operator' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill('Nadia Okafor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, messages.ops.operatorInvited)).toBeVisible();
  const row = page.getByTestId('operator-row').filter({ hasText: email });
  await expect(row.getByTestId('account-status')).toHaveText(/Active.*Invitation pending/);
  await expect(row.getByTestId('operator-second-factor')).toHaveText(/Not set up/);

  await row.getByRole('button', { name: 'Deactivate Nadia Okafor' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate Nadia Okafor?' });
  await expect(deactivate).toContainText(messages.ops.confirmDeactivateOperator);
  await deactivate.getByRole('button', { name: 'Deactivate operator' }).click();
  await expect(toast(page, messages.ops.operatorDeactivated)).toBeVisible();
  await expect(row.getByTestId('account-status')).toHaveText(/Deactivated/);

  await row.getByRole('button', { name: 'Reactivate Nadia Okafor' }).click();
  const reactivate = page.getByRole('dialog', { name: 'Reactivate Nadia Okafor?' });
  await reactivate.getByRole('button', { name: 'Reactivate operator' }).click();
  await expect(toast(page, messages.ops.operatorReactivated)).toBeVisible();
  await expect(row.getByTestId('account-status')).toHaveText(/^Active/);
  await expect(reactivate).toBeHidden();
  expect(await violationsInMode(page, 'operators')).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search operators' }).fill(PEOPLE_OPERATOR.email);
  const own = page.getByTestId('operator-row').filter({ hasText: PEOPLE_OPERATOR.email });
  await expect(own).toContainText('Your account');
  await expect(own.getByRole('button')).toHaveCount(0);
  await shootAtWidths(page, 'ops-operators');
});
