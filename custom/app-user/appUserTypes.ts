/** A process as the app user sees it (`GET /users-process-app`, a journey's `process`). */
export interface OwnProcess {
  id_pc_process: number;
  number: string;
  title: string | null;
  status: string;
  journey_start: string | null;
  journey_end: string | null;
  participants: number;
  seat_number: string | null;
  seat_type: string | null;
  cabin: string | null;
  boarding_point: string | null;
  boarding_time: string | null;
  documents: { name: string; url: string }[];
}

/** One of the user's journeys (`GET /appuser/journeys`): the link, its process and the coach. */
export interface OwnJourney {
  id_users_vorgaenge: number;
  process: OwnProcess;
  coach: { bus_name: string | null; license_plate: string | null; driver_name: string | null } | null;
}

export interface SuitcaseItem {
  id_suitcase_item: number;
  label: string;
  category: string;
  packed: boolean;
  sort: number;
}

export interface PhotoEntry {
  id_photo_entry: number;
  category: string;
  title: string | null;
  image: string;
}

export const SUITCASE_CATEGORIES = ['documents', 'clothing', 'hygiene', 'health', 'electronics', 'other'] as const;
export const PHOTO_CATEGORIES = ['landscape', 'people', 'culture', 'food', 'moments'] as const;
