// The six industry templates a website project starts from (spec part 2 §9), kept in website_templates and
// written at start-up: fixed ids make the write idempotent, and a change here reaches every database.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { websiteTemplates } from '#server/db/schema/engagement.ts';
import type { WebsiteBusinessType } from '#shared/schemas/website.ts';

type TemplateSeed = {
  id: string;
  name: string;
  category: WebsiteBusinessType;
  description: string;
  /** File under public/website-templates/, served by the app. */
  preview: string;
  features: string[];
};

const TEMPLATES: readonly TemplateSeed[] = [
  {
    id: '01930000-0000-7000-8000-000000000001',
    name: 'Bistro',
    category: 'Food & Beverage',
    description: 'For restaurants, cafés and bars: menus up front and tables reserved online.',
    preview: 'bistro.svg',
    features: ['Menu pages with prices', 'Table reservations', 'Opening hours and map', 'Photo gallery'],
  },
  {
    id: '01930000-0000-7000-8000-000000000002',
    name: 'Storefront',
    category: 'E-commerce',
    description: 'For shops that sell products beside their appointments.',
    preview: 'storefront.svg',
    features: ['Product catalogue', 'Secure checkout', 'Click and collect', 'Appointment booking'],
  },
  {
    id: '01930000-0000-7000-8000-000000000003',
    name: 'Consultant',
    category: 'Professional Services',
    description: 'For consultants, accountants and coaches who sell their time.',
    preview: 'consultant.svg',
    features: ['Service packages', 'Consultation booking', 'Testimonials', 'Contact form'],
  },
  {
    id: '01930000-0000-7000-8000-000000000004',
    name: 'Studio',
    category: 'Creative',
    description: 'For photographers, designers and artists: the work first.',
    preview: 'studio.svg',
    features: ['Full-screen galleries', 'Session packages', 'Deposits paid online', 'Client proofing page'],
  },
  {
    id: '01930000-0000-7000-8000-000000000005',
    name: 'Agency',
    category: 'Real Estate',
    description: 'For estate agents: listings that turn into viewing appointments.',
    preview: 'agency.svg',
    features: ['Property listings', 'Viewing appointments', 'Lead capture forms', 'Area guides'],
  },
  {
    id: '01930000-0000-7000-8000-000000000006',
    name: 'Clinic',
    category: 'Healthcare',
    description: 'For clinics and practitioners: calm, accessible pages and easy booking.',
    preview: 'clinic.svg',
    features: ['Practitioner profiles', 'Patient booking', 'Appointment reminders', 'Accessible, fast pages'],
  },
];

/** Writes the templates (inserting or refreshing each by its fixed id). */
export async function ensureWebsiteTemplates(db: Db): Promise<void> {
  await db
    .insert(websiteTemplates)
    .values(
      TEMPLATES.map(({ preview, ...template }) => ({
        ...template,
        previewUrl: `/website-templates/${preview}`,
      })),
    )
    .onConflictDoUpdate({
      target: websiteTemplates.id,
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        description: sql`excluded.description`,
        previewUrl: sql`excluded.preview_url`,
        features: sql`excluded.features`,
      },
    });
}
