import { expect, it } from 'vitest';
import { createRepeatFilter } from '../../custom/scan/repeatFilter.ts';

it('counts a code held up to the camera once, and again after it was out of sight', () => {
  const isNew = createRepeatFilter(3000);
  expect(isNew('A', 0)).toBe(true);
  expect(isNew('A', 200)).toBe(false);
  // still in view: each sighting extends the pause
  expect(isNew('A', 3100)).toBe(false);
  expect(isNew('A', 6200)).toBe(true);
});

it('counts another code at once, and the first again when it comes back', () => {
  const isNew = createRepeatFilter(3000);
  expect(isNew('A', 0)).toBe(true);
  expect(isNew('B', 100)).toBe(true);
  expect(isNew('A', 200)).toBe(true);
});
