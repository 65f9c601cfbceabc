import { useState } from 'react';
import type { FieldDefinition } from '../../../../registry/types';
import { conflictChanges, type ConflictChange } from '../model/conflict';
import type { FormInputs } from '../model/formBody';

type Row = Record<string, unknown>;

interface Conflict {
  /** The record as someone else saved it. */
  server: Row;
  changes: ConflictChange[];
}

/**
 * A save refused because someone else saved first (409): loads the record as it is now and
 * lists the fields that changed since the form loaded it, for the user to choose what wins.
 */
export function useConflict(fields: readonly FieldDefinition[], fetchCurrent: () => Promise<Row>) {
  const [conflict, setConflict] = useState<Conflict>();
  return {
    conflict,
    /** `loaded`: the record the form was filled from; `inputs`: the form now. */
    open: async (loaded: Readonly<Row>, inputs: FormInputs) => {
      const server = await fetchCurrent();
      setConflict({ server, changes: conflictChanges(fields, loaded, server, inputs) });
    },
    close: () => setConflict(undefined),
  };
}
