// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ContactForm } from '../../src/features/support/components/contact-form';
import { renderWithI18n } from '../helpers/render-with-i18n';

it('asks for the address, the subject and the message before sending, in the page language', async () => {
  renderWithI18n(<ContactForm />, { locale: 'en' });
  await userEvent.type(screen.getByRole('textbox', { name: /Your e-mail address/ }), 'not-an-address');
  await userEvent.click(screen.getByRole('button', { name: 'Send the message' }));
  expect(await screen.findByText('This e-mail address is not valid.')).toBeInTheDocument();
  expect(screen.getAllByText('This field is required.')).toHaveLength(2);
});
