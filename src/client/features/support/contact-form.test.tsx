// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { ContactForm } from './contact-form.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const SENT = "Thanks, we've received your message and will reply by email.";

function renderForm() {
  const view = renderWithApi(<ContactForm />, {
    'POST /api/support/requests': {
      id: 's1',
      topic: 'booking',
      subject: 'Deposit refunds',
      message: 'How do I refund only the deposit of a booking?',
      status: 'open',
      createdAt: '2026-11-23T10:00:00.000Z',
      answeredAt: null,
    },
  });
  return { ...view, user: userEvent.setup() };
}

describe('the support contact form', () => {
  it('refuses an empty subject and a short question with the schema’s messages, tied to their fields', async () => {
    const { user, writes } = renderForm();
    await user.type(screen.getByLabelText('Your question'), 'Help?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const subjectError = await screen.findByText('Enter a subject');
    const questionError = screen.getByText('Write your question in at least 10 characters');
    const subject = screen.getByLabelText('Subject');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(subject.getAttribute('aria-describedby')).toBe(subjectError.id);
    expect(screen.getByLabelText('Your question').getAttribute('aria-describedby')).toContain(
      questionError.id,
    );
    expect(writes()).toEqual([]);
  });

  it('sends the trimmed question, confirms it and empties the fields', async () => {
    const { user, writes } = renderForm();
    await user.type(screen.getByLabelText('Subject'), ' Deposit refunds ');
    await user.type(screen.getByLabelText('Your question'), 'How do I refund only the deposit of a booking?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(`${SENT} (“Deposit refunds”)`)).toBeTruthy();
    expect(writes()[0]?.body).toEqual({
      topic: 'booking',
      subject: 'Deposit refunds',
      message: 'How do I refund only the deposit of a booking?',
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Message sent', description: SENT });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('');
  });
});
