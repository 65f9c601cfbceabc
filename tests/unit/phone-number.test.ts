import { describe, expect, it } from 'vitest';
import { mobileInE164 } from '../../server/areas/app/phone-number.ts';
import { isPhoneCode, newPhoneCode, phoneCodeHash } from '../../server/areas/app/phone-code.ts';
import { segmentsOf } from '../../server/integrations/sms/sms-wire.ts';

describe('a mobile number in E.164', () => {
  it.each([
    ['+49 151 1234567', '+491511234567'],
    ['0151 / 123 45-67', '+491511234567'],
    ['0049 (151) 1234567', '+491511234567'],
    ['+43 664 1234567', '+436641234567'],
  ])('%s is %s', (typed, e164) => expect(mobileInE164(typed)).toBe(e164));

  it.each([null, '', '12', 'abc', '+0151 1234567', '+49 151 1234567 890 123'])('%s is none', (typed) =>
    expect(mobileInE164(typed)).toBeUndefined(),
  );
});

describe('a phone code', () => {
  it('is six digits, stored as a hash that only the same user and code match', () => {
    const code = newPhoneCode();
    expect(code).toMatch(/^\d{6}$/);
    const hash = phoneCodeHash(7, code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(isPhoneCode(7, code, hash)).toBe(true);
    expect(isPhoneCode(8, code, hash)).toBe(false);
    expect(isPhoneCode(7, code === '000000' ? '000001' : '000000', hash)).toBe(false);
  });
});

describe('SMS segments', () => {
  it('are 160 GSM-7 characters, 153 each when split, and 70 or 67 in UCS-2', () => {
    expect(segmentsOf('a'.repeat(160))).toBe(1);
    expect(segmentsOf('a'.repeat(161))).toBe(2);
    expect(segmentsOf('a'.repeat(306))).toBe(2);
    expect(segmentsOf('Grüße aus Lüneburg')).toBe(1);
    expect(segmentsOf('ł'.repeat(70))).toBe(1);
    expect(segmentsOf('ł'.repeat(71))).toBe(2);
  });
});
