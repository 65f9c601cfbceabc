import type { CustomPageDeclarations } from '../../src/console';

// Skeleton: the pages come with their issue-23 work package.
export const pages: CustomPageDeclarations = {
  profile: { load: () => import('./ProfilePage') },
  journeys: { load: () => import('./JourneysPage') },
  journey: { load: () => import('./JourneyPage') },
  history: { load: () => import('./HistoryPage') },
  processes: { load: () => import('./ProcessesPage') },
  process: { load: () => import('./ProcessPage') },
  photos: { load: () => import('./PhotoCompetitionPage') },
  suitcase: { load: () => import('./SuitcasePage') },
};
