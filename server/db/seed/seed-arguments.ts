export class SeedArgumentError extends Error {}

export const SEED_USAGE = 'Usage: npm run seed [-- --scale N]   (N locations and N/20 artists on top of the demo data)';

/** Beyond this a typo (an extra zero) would keep the machine busy for an hour. */
export const MAX_SCALE = 50_000_000;

/** Reads `--scale N` or `--scale=N` (digits, optionally grouped with _ as in 1_000_000); anything else is refused. */
export function parseSeedArguments(args: readonly string[]): { scale?: number } {
  let scale: number | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    const [flag, inline] = arg.startsWith('--scale=') ? ['--scale', arg.slice('--scale='.length)] : [arg, undefined];
    if (flag !== '--scale') throw new SeedArgumentError(`Unknown argument "${arg}".`);
    if (scale !== undefined) throw new SeedArgumentError('--scale is given twice.');
    const value = inline ?? args[(index += 1)];
    if (value === undefined || value === '')
      throw new SeedArgumentError('--scale needs a number of rows, e.g. --scale 1000000.');
    if (!/^\d+(_\d+)*$/.test(value))
      throw new SeedArgumentError(`--scale must be a whole number of rows, not "${value}".`);
    scale = Number(value.replaceAll('_', ''));
    if (scale < 1 || scale > MAX_SCALE)
      throw new SeedArgumentError(`--scale must be between 1 and ${MAX_SCALE.toLocaleString('en')}, not ${value}.`);
  }
  return scale === undefined ? {} : { scale };
}
