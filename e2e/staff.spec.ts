import { api, createAccount, FR_SIGN_IN, signInThrough } from './events-helpers';
import { expect, test } from './fixtures';

// The back office as its team uses it (docs/business-rules.md §7), with the local staff account
// that `npm run dev` and the e2e stack make (src/server/db/seed/seed-local-staff.ts).
const STAFF = { email: 'staff@nook.local', password: 'nook-staff-local' };

const FR = FR_SIGN_IN;

test('a staff member finds a customer and suspends them: the customer’s next change is refused; a customer gets the page-not-found', async ({
  page,
}) => {
  const customer = await createAccount('abusive');
  expect((await api(page.request, 'PATCH', '/me', customer.token, { first_name: 'Dominique' })).status).toBe(
    200,
  );

  // A customer who tries /admin gets the page-not-found.
  await signInThrough(page, FR, '/admin/users', customer.email);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('button', { name: FR.menu }).click();
  await page.getByRole('button', { name: FR.logOut }).click();
  await expect(page.getByRole('button', { name: FR.menu })).toHaveCount(0);

  // The staff account signs in with its own password, as its team does.
  await page.goto('/admin/users');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: FR.login.email }).fill(STAFF.email);
  await dialog.getByRole('textbox', { name: FR.login.password, exact: true }).fill(STAFF.password);
  await dialog.getByRole('button', { name: FR.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'E-mail ou nom' }).fill(customer.email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page.getByRole('listitem', { name: customer.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('list', { name: 'Utilisateurs' }).getByRole('listitem')).toHaveCount(1);
  await row.getByRole('button', { name: 'Suspendre' }).click();
  await expect(row.getByText('Suspendu', { exact: true })).toBeVisible();

  const refused = await api<{ error: { code: string } }>(page.request, 'PATCH', '/me', customer.token, {
    first_name: 'Camille',
  });
  expect([refused.status, refused.body.error.code]).toEqual([403, 'ACCOUNT_SUSPENDED']);

  // On a phone, the same list stays usable: the action is reachable without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await row.getByRole('button', { name: 'Réactiver' }).click();
  await expect(row.getByText('Actif', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect((await api(page.request, 'PATCH', '/me', customer.token, { first_name: 'Camille' })).status).toBe(
    200,
  );
});
