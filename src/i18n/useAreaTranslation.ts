import { useTranslation } from 'react-i18next';
import { areaOf, type LabelledResource } from './labelKeys';
import { COMMON } from './namespaces';

/**
 * `useTranslation` for a screen of a resource: suspends until the dictionaries of the resource's area
 * (and its entity's, should that be another) are loaded, so that the screen and all below it find their texts.
 * A bespoke screen with many texts of its own may keep them in a dictionary of their own, loaded
 * with it (`screenDictionaries`: the event editor's `eventEditor.json`), so that the area's lists need not.
 * Its `t` looks in common first and then in the loaded areas (`fallbackNS`), as every other `t` does.
 */
export function useAreaTranslation(resource: LabelledResource, screenDictionaries: readonly string[] = []) {
  return useTranslation([COMMON, ...areaDictionaries(resource, screenDictionaries)]);
}

/** The dictionaries of a resource's screen beside the common one: its area's, its entity's, its own. */
export const areaDictionaries = (resource: LabelledResource, screenDictionaries: readonly string[] = []) => [
  ...new Set([areaOf(resource.name), areaOf(resource.entity.name), ...screenDictionaries]),
];
