// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { RequestIntegrationDialog } from './request-integration-dialog.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

function renderDialog() {
  const onOpenChange = vi.fn();
  const view = renderWithApi(<RequestIntegrationDialog open onOpenChange={onOpenChange} />, {
    'POST /api/integrations/requests': { id: 'r1' },
  });
  return { ...view, onOpenChange, user: userEvent.setup() };
}

describe('RequestIntegrationDialog', () => {
  it('refuses an empty name with the schema’s message', async () => {
    const { user, writes } = renderDialog();
    await user.type(screen.getByLabelText('Integration name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Enter the integration you need.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('sends the trimmed request and thanks the owner', async () => {
    const { user, writes, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Integration name'), ' Vagaro ');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()[0]?.body).toEqual({ name: 'Vagaro', note: '' });
    expect(toast).toHaveBeenCalledWith({
      title: 'Thank you for your request!',
      description: 'We have noted that you would like Vagaro.',
    });
  });
});
