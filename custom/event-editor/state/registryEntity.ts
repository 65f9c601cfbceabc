import { registry } from '../../../src/console-logic';

/** The registry's entity of that name (`tickets/event` …), whose fields and checks the editor's state uses. */
export const entityNamed = (name: string) => {
  const entity = registry.entities[name];
  if (!entity) throw new Error(`The registry has no entity ${name}`);
  return entity;
};
