// The six industry templates a website project starts from (spec part 2 §9), in English: the server writes them
// into website_templates at start-up; the owner's app shows them in its language from the website catalog, whose
// English the catalog test holds to these words.
import type { WebsiteBusinessType, WebsiteTemplateKey } from '#shared/schemas/website.ts';

export type WebsiteTemplateSeed = {
  id: string;
  /** Its name in the app's catalogs (`template.{key}.…`); its preview is public/website-templates/{key}.svg. */
  key: WebsiteTemplateKey;
  name: string;
  category: WebsiteBusinessType;
  description: string;
  /** What it includes: four lines, each a message of its own (`template.{key}.feature1` … `4`). */
  features: [string, string, string, string];
};

export const WEBSITE_TEMPLATES: readonly WebsiteTemplateSeed[] = [
  {
    id: '01930000-0000-7000-8000-000000000001',
    key: 'bistro',
    name: 'Bistro',
    category: 'Food & Beverage',
    description: 'For restaurants, cafés and bars: menus up front and tables reserved online.',
    features: ['Menu pages with prices', 'Table reservations', 'Opening hours and map', 'Photo gallery'],
  },
  {
    id: '01930000-0000-7000-8000-000000000002',
    key: 'storefront',
    name: 'Storefront',
    category: 'E-commerce',
    description: 'For shops that sell products beside their appointments.',
    features: ['Product catalogue', 'Secure checkout', 'Click and collect', 'Appointment booking'],
  },
  {
    id: '01930000-0000-7000-8000-000000000003',
    key: 'consultant',
    name: 'Consultant',
    category: 'Professional Services',
    description: 'For consultants, accountants and coaches who sell their time.',
    features: ['Service packages', 'Consultation booking', 'Testimonials', 'Contact form'],
  },
  {
    id: '01930000-0000-7000-8000-000000000004',
    key: 'studio',
    name: 'Studio',
    category: 'Creative',
    description: 'For photographers, designers and artists: the work first.',
    features: ['Full-screen galleries', 'Session packages', 'Deposits paid online', 'Client proofing page'],
  },
  {
    id: '01930000-0000-7000-8000-000000000005',
    key: 'agency',
    name: 'Agency',
    category: 'Real Estate',
    description: 'For estate agents: listings that turn into viewing appointments.',
    features: ['Property listings', 'Viewing appointments', 'Lead capture forms', 'Area guides'],
  },
  {
    id: '01930000-0000-7000-8000-000000000006',
    key: 'clinic',
    name: 'Clinic',
    category: 'Healthcare',
    description: 'For clinics and practitioners: calm, accessible pages and easy booking.',
    features: ['Practitioner profiles', 'Patient booking', 'Appointment reminders', 'Accessible, fast pages'],
  },
];
