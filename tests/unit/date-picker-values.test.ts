import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readBerlinMoment, writeBerlinMoment } from '../../src/screens/form/widgets/berlinMoment.ts';
import { pickedInput } from '../../src/screens/form/widgets/pickedInput.ts';
import { EMPTY_INPUT, INVALID_DATE } from '../../src/screens/form/model/codecs.ts';

// Spec 1 §9: the date-time picker shows and takes Berlin wall times; the API stores ISO moments.
// The picker's values are those wall times held as UTC values.

const wall = (value: string) => dayjs.utc(value);

describe('the date-time picker and the stored moment', () => {
  it('reads a stored moment as its Berlin wall time, summer and winter', () => {
    expect(readBerlinMoment('2026-12-24T19:00:00.000Z').format('DD.MM.YYYY HH:mm')).toBe('24.12.2026 20:00');
    expect(readBerlinMoment('2026-07-14T22:30:00.000Z').format('DD.MM.YYYY HH:mm')).toBe('15.07.2026 00:30');
  });

  it('writes a picked Berlin wall time as the moment, to the minute', () => {
    expect(writeBerlinMoment(wall('2026-12-24T20:00'))).toBe('2026-12-24T19:00:00.000Z');
    expect(writeBerlinMoment(wall('2026-07-15T00:30:45.123'))).toBe('2026-07-14T22:30:00.000Z');
  });

  it('gives back the moment it read, on the days the clocks change', () => {
    for (const moment of ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T01:00:00.000Z']) {
      expect(writeBerlinMoment(readBerlinMoment(moment))).toBe(moment);
    }
  });

  it('moves a wall time the spring change skips forward by the hour', () => {
    expect(writeBerlinMoment(wall('2026-03-29T02:30'))).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('the form input of a picked value', () => {
  const write = (picked: dayjs.Dayjs) => picked.format('YYYY-MM-DD');

  it('is the written value of a complete date', () => {
    expect(pickedInput(wall('2026-12-24T20:00'), writeBerlinMoment)).toBe('2026-12-24T19:00:00.000Z');
    expect(pickedInput(dayjs('2026-12-24'), write)).toBe('2026-12-24');
    expect(pickedInput(wall('1000-01-01T00:00'), write)).toBe('1000-01-01');
  });

  it('is empty when the field is cleared', () => {
    expect(pickedInput(null, write)).toBe(EMPTY_INPUT);
  });

  it('marks an unreadable date and a half-typed year as unreadable, without writing them', () => {
    const written: string[] = [];
    const recording = (picked: dayjs.Dayjs) => {
      written.push(picked.format());
      return write(picked);
    };
    for (const year of [2, 20, 202, 999]) {
      expect(pickedInput(wall('2026-12-24T19:30').year(year), recording)).toBe(INVALID_DATE);
    }
    expect(pickedInput(dayjs(new Date('31.02.2027')), recording)).toBe(INVALID_DATE);
    expect(written).toEqual([]);
  });
});
