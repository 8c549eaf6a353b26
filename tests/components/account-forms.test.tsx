// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../src/contracts/account';
import type { Me } from '../../src/contracts/me';
import { BillingForm } from '../../src/features/account/components/billing-form';
import { OfflineCardForm } from '../../src/features/account/components/offline-card-form';
import { PersonalInfoForm } from '../../src/features/account/components/personal-info-form';
import { renderWithI18n, type TestLocale } from '../helpers/render-with-i18n';

const me: Me = {
  id: '5b0d8f43-2b8e-4d8a-9b57-0e0f3b2c1a10',
  first_name: null,
  last_name: null,
  email: 'camille@example.com',
  phone: null,
  locale: 'fr',
  photo_url: null,
  distinct_id: '7d1d6f4e-8f0a-4c43-9a53-0f9b8f1f2a11',
  analytics_id: '1f0c1c54-5d55-4a38-a1c0-6c0a1a1a2b22',
  role: 'user',
  status: 'enabled',
  account_id: '9c4b2a11-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  notifications: { booking_confirmation: true, reminder: true, guest_invitation: true },
  can_manage_account: true,
};

const account: Account = {
  id: me.account_id,
  business: false,
  company_name: null,
  vat_number: null,
  billing_address: { address: null, city: null, country: null, postal_code: null },
  can_manage: true,
};

const sent: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.patch('*/api/v1/me', async ({ request }) => {
    const body = (await request.json()) as Partial<Me>;
    sent.push({ path: '/me', body });
    return HttpResponse.json({ ...me, ...body });
  }),
  http.patch('*/api/v1/account', async ({ request }) => {
    const body = (await request.json()) as Partial<Account>;
    sent.push({ path: '/account', body });
    return HttpResponse.json({
      ...account,
      ...body,
      billing_address: { ...account.billing_address, ...body.billing_address },
    });
  }),
  http.post('*/api/v1/account/payment_methods', async ({ request }) => {
    sent.push({ path: '/account/payment_methods', body: await request.json() });
    return HttpResponse.json({}, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

/** A field's accessible name, with or without the required asterisk. */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

const TEXTS = {
  fr: {
    save: 'Enregistrer',
    required: 'Ce champ est obligatoire.',
    firstName: 'Prénom',
    phone: 'Téléphone',
    invalidPhone: "Ce numéro de téléphone n'est pas valide.",
    saved: 'Vos informations ont été enregistrées.',
    address: 'Adresse',
    postalCode: 'Code postal',
    city: 'Ville',
    postalCodeFr: 'Un code postal français compte cinq chiffres.',
    business: /Compte professionnel/,
    company: "Nom de l'entreprise",
    vat: 'Numéro de TVA intracommunautaire',
    invalidVat: "Ce numéro de TVA intracommunautaire n'est pas valide (par exemple FR12345678901).",
    cardNumber: 'Numéro de carte',
    expiry: "Date d'expiration",
    cvc: 'Cryptogramme',
    saveCard: 'Enregistrer la carte',
    invalidCard: "Ce numéro de carte n'est pas valide.",
    invalidExpiry: 'Saisissez la date sous la forme MM/AA.',
    invalidCvc: 'Le cryptogramme compte 3 ou 4 chiffres.',
  },
  en: {
    save: 'Save',
    required: 'This field is required.',
    firstName: 'First name',
    phone: 'Phone',
    invalidPhone: 'This phone number is not valid.',
    saved: 'Your details have been saved.',
    address: 'Address',
    postalCode: 'Postal code',
    city: 'City',
    postalCodeFr: 'A French postal code has five digits.',
    business: /Business account/,
    company: 'Company name',
    vat: 'EU VAT number',
    invalidVat: 'This EU VAT number is not valid (for example FR12345678901).',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code',
    saveCard: 'Save the card',
    invalidCard: 'This card number is not valid.',
    invalidExpiry: 'Type the date as MM/YY.',
    invalidCvc: 'The security code has 3 or 4 digits.',
  },
} as const;

describe.each(['fr', 'en'] as TestLocale[])('account forms in %s', (locale) => {
  const text = TEXTS[locale];

  it('personal info: names and phone are required, the phone must be a real number, and it is sent in E.164', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PersonalInfoForm me={me} />, { locale });
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findAllByText(text.required)).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: field(text.firstName) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(screen.getByRole('textbox', { name: field(text.firstName) }), 'Camille');
    await user.type(
      screen.getByRole('textbox', { name: field(locale === 'fr' ? 'Nom' : 'Last name') }),
      'Durand',
    );
    await user.type(screen.getByRole('textbox', { name: field(text.phone) }), '06 12');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.invalidPhone)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: field(text.phone) }));
    await user.type(screen.getByRole('textbox', { name: field(text.phone) }), '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/me',
        body: { first_name: 'Camille', last_name: 'Durand', phone: '+33612345678', locale: 'fr' },
      },
    ]);
  });

  it('billing: French postal codes have five digits, a business needs a company name and a valid EU VAT number', async () => {
    const user = userEvent.setup();
    renderWithI18n(<BillingForm account={account} />, { locale });
    await user.type(screen.getByRole('textbox', { name: field(text.address) }), '12 rue Oberkampf');
    await user.type(screen.getByRole('textbox', { name: field(text.postalCode) }), '7501');
    await user.type(screen.getByRole('textbox', { name: field(text.city) }), 'Paris');
    await user.click(screen.getByRole('switch', { name: text.business }));
    await user.type(screen.getByRole('textbox', { name: text.vat }), 'DE12');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.postalCodeFr)).toBeInTheDocument();
    expect(screen.getByText(text.required)).toBeInTheDocument();
    expect(screen.getByText(text.invalidVat)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: field(text.postalCode) }));
    await user.type(screen.getByRole('textbox', { name: field(text.postalCode) }), '75011');
    await user.type(screen.getByRole('textbox', { name: field(text.company) }), 'Atelier Oberkampf');
    await user.clear(screen.getByRole('textbox', { name: text.vat }));
    await user.type(screen.getByRole('textbox', { name: text.vat }), 'fr 12 345678901');
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(
      () =>
        expect(sent).toEqual([
          {
            path: '/account',
            body: {
              billing_address: {
                address: '12 rue Oberkampf',
                city: 'Paris',
                country: 'FR',
                postal_code: '75011',
              },
              business: true,
              company_name: 'Atelier Oberkampf',
              vat_number: 'FR12345678901',
            },
          },
        ]),
      { timeout: 5000 },
    );
  });

  it('demo card: checks the number, the expiry and the security code before sending', async () => {
    const user = userEvent.setup();
    renderWithI18n(<OfflineCardForm onDone={() => {}} />, { locale });
    await user.click(screen.getByRole('button', { name: text.saveCard }));
    expect(await screen.findAllByText(text.required)).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: field(text.cardNumber) }), '4242 4242 4242 4241');
    await user.type(screen.getByRole('textbox', { name: field(text.expiry) }), '13/30');
    await user.type(screen.getByRole('textbox', { name: field(text.cvc) }), '12');
    await user.click(screen.getByRole('button', { name: text.saveCard }));
    expect(await screen.findByText(text.invalidCard)).toBeInTheDocument();
    expect(screen.getByText(text.invalidExpiry)).toBeInTheDocument();
    expect(screen.getByText(text.invalidCvc)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: field(text.cardNumber) }));
    await user.type(screen.getByRole('textbox', { name: field(text.cardNumber) }), '4242 4242 4242 4242');
    await user.clear(screen.getByRole('textbox', { name: field(text.expiry) }));
    await user.type(screen.getByRole('textbox', { name: field(text.expiry) }), '12/30');
    await user.clear(screen.getByRole('textbox', { name: field(text.cvc) }));
    await user.type(screen.getByRole('textbox', { name: field(text.cvc) }), '123');
    await user.click(screen.getByRole('button', { name: text.saveCard }));
    await waitFor(
      () =>
        expect(sent).toEqual([
          {
            path: '/account/payment_methods',
            body: { card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
          },
        ]),
      { timeout: 5000 },
    );
  });
});
