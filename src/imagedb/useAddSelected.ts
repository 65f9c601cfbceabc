import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../data/errorMessage';
import { addSelectedImages, licenseWithConsent, type AddSelectedOutcome } from './addSelectedImages';
import { licenceCalls } from './imagedbCalls';
import { imageKey, type DatabaseImage, type LicenceState } from './imageTypes';

/** The confirmation the screen shows: an image, the credits left, and the user's answer. */
export interface LicenceQuestion {
  image: DatabaseImage;
  quota: number;
  answer: (yes: boolean) => void;
}

/**
 * The add-selected behaviour (addSelectedImages) and the single licence of a tile, with what the screen
 * shows of them: the confirmation asked, each image's licence as it changes, the generic error
 * notification, and whether it is working.
 */
export function useAddSelected() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [question, setQuestion] = useState<LicenceQuestion>();
  const [licences, setLicences] = useState<ReadonlyMap<string, LicenceState>>(new Map());
  const [working, setWorking] = useState(false);

  const handlers = {
    confirm: (image: DatabaseImage, quota: number) =>
      new Promise<boolean>((resolve) =>
        setQuestion({
          image,
          quota,
          answer: (yes) => {
            setQuestion(undefined);
            resolve(yes);
          },
        }),
      ),
    onLicence: (image: DatabaseImage, state: LicenceState) =>
      setLicences((before) => new Map(before).set(imageKey(image), state)),
    onError: (error: unknown) => open?.({ type: 'error', message: errorMessage(error, t) }),
  };

  async function whileWorking<T>(run: () => Promise<T>): Promise<T> {
    setWorking(true);
    try {
      return await run();
    } finally {
      setWorking(false);
    }
  }

  return {
    question,
    working,
    /** An image as it shows now: its licence as it changed here. */
    current: (image: DatabaseImage): DatabaseImage => {
      const state = licences.get(imageKey(image));
      return state === undefined ? image : { ...image, is_licensed: state };
    },
    addSelected: (selected: readonly DatabaseImage[]): Promise<AddSelectedOutcome> =>
      whileWorking(() => addSelectedImages(selected, licenceCalls, handlers)),
    license: (image: DatabaseImage): Promise<boolean> =>
      whileWorking(async () => {
        try {
          return await licenseWithConsent(image, licenceCalls, handlers);
        } catch (error) {
          handlers.onError(error);
          return false;
        }
      }),
  };
}

export type AddSelected = ReturnType<typeof useAddSelected>;
