import type { CustomPageDeclarations } from '../../src/console';

// The app user's own pages (spec 1 §2 App user).
export const pages: CustomPageDeclarations = {
  profile: { load: () => import('./ProfilePage') },
  journeys: { load: () => import('./JourneysPage') },
  journey: { load: () => import('./JourneyPage') },
  history: { load: () => import('./HistoryPage') },
  processes: { load: () => import('./ProcessesPage') },
  process: { load: () => import('./ProcessPage') },
  photos: { load: () => import('./PhotoCompetitionPage') },
  suitcase: { load: () => import('./SuitcasePage') },
  notifications: { load: () => import('./NotificationsPage') },
};
