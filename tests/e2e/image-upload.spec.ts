import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/sign-in';

// The image widget (issue 5 item 4): upload with preview, kept on save; an access token that has
// run out on the way is renewed for the upload as for every other call.

/** A real PNG of one white pixel: the server judges uploads by their content. */
function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a tenant’s logo is uploaded with a preview and kept, even after the access token ran out', async ({ page }) => {
  await openSignedIn(page, '/system/tenants');
  // A row opens with a click on one of its values (the first cell holds its checkbox).
  await page.locator('[role="gridcell"]:not([data-field="__check__"])').first().click();
  await expect(page).toHaveURL(/\/system\/tenants\/\d+$/);
  await page.getByRole('button', { name: 'Open all' }).click();

  // A token the server no longer takes: the upload must renew it with the refresh token.
  await page.evaluate(() => localStorage.setItem('auth._token.local', 'Bearer expired.token.value'));
  await page
    .locator('label', { hasText: 'Upload image' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng() });
  const preview = page.getByRole('img', { name: 'Preview of Logo' });
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/[\w-]+\.png$/);
  const address = await preview.getAttribute('src');
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was saved.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Open all' }).click();
  await expect(page.getByRole('img', { name: 'Preview of Logo' })).toHaveAttribute('src', address ?? '');
});
