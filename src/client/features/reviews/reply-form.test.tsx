// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerReview } from '#shared/schemas/reviews.ts';
import { ReplyForm } from './reply-form.tsx';

const review: OwnerReview = {
  id: 'r1',
  clientName: 'Dana',
  rating: 5,
  comment: 'Great cut',
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  hidden: false,
};

function renderForm(saved = review) {
  const onSave = vi.fn();
  render(<ReplyForm review={saved} pending={false} onSave={onSave} onCancel={vi.fn()} />);
  return { onSave, user: userEvent.setup(), field: screen.getByLabelText('Your reply to Dana') };
}

afterEach(cleanup);

describe('the reply form', () => {
  it('refuses an empty reply with its message, tied to the field', async () => {
    const { onSave, user, field } = renderForm();
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    const message = await screen.findByText('Write a reply, or use Remove reply');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts the characters and publishes the trimmed reply', async () => {
    const { onSave, user, field } = renderForm();
    expect(screen.getByText('Shown publicly under the review. 0/2000 characters.')).toBeTruthy();
    await user.type(field, ' Thank you! ');
    expect(screen.getByText('Shown publicly under the review. 12/2000 characters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith('Thank you!'));
    expect(screen.queryByText('Write a reply, or use Remove reply')).toBeNull();
  });

  it('starts from the saved reply when editing it', () => {
    renderForm({ ...review, reply: 'Thanks', repliedAt: '2026-11-21T10:00:00.000Z' });
    expect((screen.getByLabelText('Your reply to Dana') as HTMLTextAreaElement).value).toBe('Thanks');
  });
});
