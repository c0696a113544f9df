// The business the message render tests (client-messages-render.test.ts, owner-messages-render.test.ts) write
// every message for: a French salon in Paris, with every detail a message can show.
import type { MessageBusiness } from './content.ts';

export const RENDER_BUSINESS: MessageBusiness = {
  name: 'Salon Lumière',
  slug: 'lumiere',
  address: '3 rue de la Paix, Paris',
  phone: '+33 1 23 45 67 89',
  email: 'bonjour@lumiere.test',
  timeZone: 'Europe/Paris',
  language: 'fr',
  primaryColor: '#10b981',
  secondaryColor: '#1e40af',
  accentColor: '#f59e0b',
  textColor: '#111827',
};
