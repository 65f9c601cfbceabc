/**
 * A call an emulator refuses or fails, with its HTTP status. `code` is for a system whose error bodies
 * carry a code the status alone does not give. Each emulator writes it in its system's error shape.
 */
export class EmulatorError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** A 404 for a route the emulator does not have. */
export const noRoute = (route: string) => new EmulatorError(404, `No route ${route}`);
