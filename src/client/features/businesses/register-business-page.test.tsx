// @vitest-environment happy-dom
// Creating the business in the owner's app language (docs/decisions/041): the page, its form and a form message.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import { RegisterBusinessPage } from './register-business-page.tsx';

describe('the create-business page in the app’s language', () => {
  it('German: the title, the form, a business type and the form’s messages', async () => {
    const { user, writes } = renderInAppLanguage(
      <RegisterBusinessPage />,
      'de',
      {},
      { path: '/register-business' },
    );

    expect(await screen.findByRole('heading', { name: 'Unternehmensprofil anlegen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Unternehmen anlegen' });
    expect(form.textContent).toContain('Sonstiges');
    expect(screen.getByLabelText('Name des Unternehmens')).toBeTruthy();

    await user.type(screen.getByLabelText('Telefon'), '12');
    await user.click(screen.getByRole('button', { name: 'Unternehmen anlegen' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige Telefonnummer ein')).toBeTruthy();
    expect(screen.getByText('Der Name des Unternehmens muss mindestens 2 Zeichen lang sein')).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});
