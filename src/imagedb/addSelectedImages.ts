import type { DatabaseImage, LicenceCheck, LicenceState } from './imageTypes';

/** The stock calls the behaviour uses (src/imagedb/imagedbCalls.ts `licenceCalls`; a fake in the tests). */
export interface LicenceCalls {
  check: (id: number) => Promise<LicenceCheck>;
  license: (id: number) => Promise<DatabaseImage>;
  download: (id: number) => Promise<void>;
}

/** What the screen around the behaviour does for it. */
export interface AddSelectedHandlers {
  /** The confirmation showing the credits left (available_entitlement.quota): true is yes, false cancel. */
  confirm: (image: DatabaseImage, quota: number) => Promise<boolean>;
  /** An image's licence as it changes: processing, then Standard or Error. */
  onLicence: (image: DatabaseImage, state: LicenceState) => void;
  /** A failed licence or download: the generic error notification. */
  onError: (error: unknown, image: DatabaseImage) => void;
}

export interface AddSelectedOutcome {
  /** The images to add, in the order they were selected, with the address of our copy. */
  ready: DatabaseImage[];
  /** Those whose licence the user cancelled: they stay selected. */
  declined: DatabaseImage[];
  /** Those whose licence or download failed: they stay selected too. */
  failed: DatabaseImage[];
}

type Step = { ready: DatabaseImage } | { declined: DatabaseImage } | { failed: DatabaseImage };

/** A licence another request is getting right now (409 `error.licence_processing`): not an error of the image. */
const heldByAnother = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 409;

const isStandard = (image: Pick<DatabaseImage, 'is_licensed'>) => image.is_licensed === 'Standard';

/** A licensed stock image stored with us, then read again for the address of our copy. */
async function downloaded(image: DatabaseImage, calls: LicenceCalls): Promise<DatabaseImage> {
  await calls.download(image.id);
  const stored = await calls.check(image.id);
  return { ...image, is_licensed: 'Standard', database: true, link: stored.link };
}

/**
 * A licence as the user agrees to it: checked first (nothing to spend when the image is licensed
 * meanwhile, by a colleague or at the stock system), then one credit after yes in the confirmation
 * showing the credits left. Answers whether the image is licensed now; a failed licence throws.
 */
export async function licenseWithConsent(
  image: DatabaseImage,
  calls: Pick<LicenceCalls, 'check' | 'license'>,
  handlers: Pick<AddSelectedHandlers, 'confirm' | 'onLicence'>,
): Promise<boolean> {
  const check = await calls.check(image.id);
  if (isStandard(check)) {
    handlers.onLicence(image, 'Standard');
    return true;
  }
  if (!(await handlers.confirm(image, check.quota))) return false;
  handlers.onLicence(image, 'processing');
  try {
    await calls.license(image.id);
  } catch (error) {
    handlers.onLicence(image, heldByAnother(error) ? 'processing' : 'Error');
    throw error;
  }
  handlers.onLicence(image, 'Standard');
  return true;
}

async function licensed(image: DatabaseImage, calls: LicenceCalls, handlers: AddSelectedHandlers): Promise<Step> {
  if (!(await licenseWithConsent(image, calls, handlers))) return { declined: image };
  return { ready: await downloaded(image, calls) };
}

async function stepFor(image: DatabaseImage, calls: LicenceCalls, handlers: AddSelectedHandlers): Promise<Step> {
  if (image.stocktype === 'customer') return { ready: image };
  if (isStandard(image)) return { ready: image.database && image.link ? image : await downloaded(image, calls) };
  return licensed(image, calls, handlers);
}

/**
 * Spec 1 §2 "Add-selected-images behaviour", one image after the other in the order selected: own
 * images are added as they are; stock images licensed Standard and stored with us too; licensed ones
 * not yet stored are downloaded first; any other is checked, and licensed (one credit) only when the
 * user says yes to the confirmation showing the credits left. A failed licence or download is
 * reported and the next image follows.
 */
export async function addSelectedImages(
  selected: readonly DatabaseImage[],
  calls: LicenceCalls,
  handlers: AddSelectedHandlers,
): Promise<AddSelectedOutcome> {
  const outcome: AddSelectedOutcome = { ready: [], declined: [], failed: [] };
  for (const image of selected) {
    let step: Step;
    try {
      step = await stepFor(image, calls, handlers);
    } catch (error) {
      handlers.onError(error, image);
      step = { failed: image };
    }
    if ('ready' in step) outcome.ready.push(step.ready);
    else if ('declined' in step) outcome.declined.push(step.declined);
    else outcome.failed.push(step.failed);
  }
  return outcome;
}
