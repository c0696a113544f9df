// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { INTEGRATIONS } from '#shared/domain/integrations.ts';
import { WebhookDialog } from './webhook-dialog.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const zapier = INTEGRATIONS.find((entry) => entry.id === 'zapier')!;

function renderDialog(connect: unknown) {
  const view = renderWithApi(
    <WebhookDialog entry={zapier} connected={false} open onOpenChange={() => undefined} />,
    { 'POST /api/integrations/connect': connect },
  );
  return { ...view, user: userEvent.setup() };
}

describe('WebhookDialog', () => {
  it('asks for the URL with the schema’s message', async () => {
    const { user, writes } = renderDialog({ integrationId: 'zapier', isConnected: true });
    await user.click(screen.getByRole('button', { name: 'Connect Zapier' }));
    expect(await screen.findByText('Enter the webhook URL.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('sends the trimmed URL, and shows the server’s refusal at the field', async () => {
    const { user, writes } = renderDialog(
      Response.json({ message: 'The webhook URL must use https.' }, { status: 400 }),
    );
    await user.type(screen.getByLabelText('Webhook URL'), ' http://hooks.example.com/1 ');
    await user.click(screen.getByRole('button', { name: 'Connect Zapier' }));
    expect(await screen.findByText('The webhook URL must use https.')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ integrationId: 'zapier', webhookUrl: 'http://hooks.example.com/1' });
  });
});
