import { describe, expect, it } from 'vitest';
import { imageDimensions } from '../../server/uploads/image-dimensions.ts';
import { encodePng } from '../../server/uploads/png-image.ts';

// The size of an uploaded own image is read from its header (issue 18 item 6), for each type an upload may have.

const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0x40, 0x01, 0xf0, 0x00, 0, 0, 0])]);

function webp(chunk: string, body: number[]) {
  const head = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), Buffer.from(`WEBP${chunk}`, 'latin1')]);
  return Buffer.concat([head, Buffer.alloc(4), Buffer.from(body), Buffer.alloc(8)]);
}

/** A JPEG's start, an APP0 segment, then a baseline frame of 300 × 200. */
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x01, 0x2c, 0x03, 0, 0, 0,
]);

describe('image dimensions', () => {
  it.each([
    ['PNG', encodePng(7, 5, () => [0, 0, 0]), { width: 7, height: 5 }],
    ['GIF', gif, { width: 320, height: 240 }],
    // VP8X: width and height less one, 24 bits each, after 4 bytes of flags
    ['WebP (VP8X)', webp('VP8X', [0, 0, 0, 0, 0x7f, 0x02, 0x00, 0xdf, 0x01, 0x00]), { width: 640, height: 480 }],
    ['JPEG', jpeg, { width: 300, height: 200 }],
  ])('reads a %s', (_type, content, size) => {
    expect(imageDimensions(content)).toEqual(size);
  });

  it('answers nothing for what is no image', () => {
    expect(imageDimensions(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageDimensions(Buffer.from([0xff, 0xd8, 0xff]))).toBeUndefined();
  });
});
