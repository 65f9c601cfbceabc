import type { FieldErrors } from 'react-hook-form';
import type { FieldDefinition } from '../../../../registry/types';
import type { FieldMessage } from '../../../../registry/validation-keys';
import { inputPathOf } from '../model/fieldPaths';

export interface PlacedMessages {
  /** The first message per input, by the input's path. */
  byInput: Map<string, FieldMessage>;
  /** Messages no input shows: the form shows them above its panels. */
  unplaced: FieldMessage[];
}

export function placeMessages(fields: readonly FieldDefinition[], messages: readonly FieldMessage[]): PlacedMessages {
  const byInput = new Map<string, FieldMessage>();
  const unplaced: FieldMessage[] = [];
  for (const message of messages) {
    const path = message.field === undefined ? undefined : inputPathOf(fields, message.field);
    if (path === undefined) unplaced.push(message);
    else if (!byInput.has(path)) byInput.set(path, message);
  }
  return { byInput, unplaced };
}

/** The form's problems as react-hook-form's error tree; the message is the key, translated where shown. */
export function errorTree(placed: PlacedMessages): FieldErrors {
  const tree: Record<string, unknown> = {};
  for (const [path, message] of placed.byInput) {
    const segments = path.split('.');
    let node = tree;
    for (const segment of segments.slice(0, -1)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node[segments.at(-1) as string] = { type: message.key, message: message.key };
  }
  const [first] = placed.unplaced;
  if (first) tree.root = { type: first.key, message: first.key };
  return tree as FieldErrors;
}
