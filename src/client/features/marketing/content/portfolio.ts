// Portfolio dialog content: the featured live site and six example website projects (spec part 2 §2, §3); their
// words are the portfolio catalog's `portfolio.site.*` and `portfolio.projects.{id}.*` (docs/decisions/042).

export interface PortfolioProject {
  id: 'salon' | 'studio' | 'photographer' | 'clinic' | 'agency' | 'restaurant';
  /** Tailwind gradient used for the project's preview panel. */
  gradient: string;
}

/** Our own public booking page for the demo business; same origin, so it can be framed. */
export const FEATURED_SITE_URL = '/book/demo';

/** Each project's three points: `portfolio.projects.{id}.feature{n}`. */
export const PROJECT_FEATURES = ['feature1', 'feature2', 'feature3'] as const;

export const PORTFOLIO_PROJECTS: readonly PortfolioProject[] = [
  { id: 'salon', gradient: 'from-rose-700 to-pink-800' },
  { id: 'studio', gradient: 'from-orange-700 to-red-800' },
  { id: 'photographer', gradient: 'from-violet-700 to-purple-800' },
  { id: 'clinic', gradient: 'from-sky-700 to-blue-800' },
  { id: 'agency', gradient: 'from-slate-600 to-slate-800' },
  { id: 'restaurant', gradient: 'from-amber-700 to-orange-800' },
];
