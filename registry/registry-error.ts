export interface RegistryProblem {
  /** The file, relative to the repository (schemas/tickets/genre.json). */
  file: string;
  /** JSON pointer into the file ('' for the whole file). */
  pointer: string;
  message: string;
}

/** A registry that cannot be used; the message lists every problem, one per line. */
export class RegistryError extends Error {
  constructor(readonly problems: readonly RegistryProblem[]) {
    super(
      `The registry is broken:\n${problems
        .map(({ file, pointer, message }) => `  ${file}${pointer ? ` at ${pointer}` : ''}: ${message}`)
        .join('\n')}`,
    );
    this.name = 'RegistryError';
  }
}

export const pointer = (...segments: (string | number)[]) =>
  segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
