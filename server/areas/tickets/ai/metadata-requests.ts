import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import type { Tables } from '../../../db/tables.ts';
import type { MetadataSubject } from '../../../integrations/openai/metadata-writer.ts';
import { journeySubject } from '../../journeys/journey-subject.ts';
import { artistSubject } from './artist-subject.ts';

/** One request `POST /openai` answers: the resource whose record it is about, and what the AI is told of it. */
export interface MetadataRequest {
  /** The registry resource: its update right is needed, its row rules apply. */
  resource: string;
  /** The body property naming the record's id. */
  idParam: string;
  subject(db: Kysely<Tables>, registry: Registry, record: Readonly<Record<string, unknown>>): Promise<MetadataSubject>;
}

/**
 * The requests by the name the body gives (spec 2 §7): an artist's and a journey's metadata. The one
 * `/openai` route serves both areas, so the journeys area's subject is listed here beside the artist's.
 */
export const METADATA_REQUESTS: Readonly<Record<string, MetadataRequest>> = {
  getMetaDataByArtistId: { resource: 'tickets/artists', idParam: 'id_tk_artist', subject: artistSubject },
  getMetaDataByJourneyId: { resource: 'journeys/journeys', idParam: 'id_jrn_journey', subject: journeySubject },
};
