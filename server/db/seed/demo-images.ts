import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodePng, type Rgb } from '../../uploads/png-image.ts';

/**
 * The demo data's pictures: abstract posters the seed paints itself and stores among the uploads,
 * so that they are served by the product (`GET /api/uploads/{name}`), which the content security
 * policy's `img-src 'self'` allows. A handful is enough; every demo row picks one by its slug.
 */

/** Background from top to bottom, and the colour of the disc. */
const palettes: readonly (readonly [Rgb, Rgb, Rgb])[] = [
  [
    [32, 46, 96],
    [156, 52, 92],
    [246, 190, 80],
  ],
  [
    [14, 84, 86],
    [20, 150, 130],
    [240, 236, 210],
  ],
  [
    [92, 24, 40],
    [210, 86, 54],
    [252, 216, 140],
  ],
  [
    [36, 36, 44],
    [84, 70, 140],
    [120, 220, 232],
  ],
  [
    [24, 70, 44],
    [150, 176, 70],
    [250, 240, 180],
  ],
  [
    [70, 30, 90],
    [220, 110, 160],
    [255, 230, 240],
  ],
  [
    [10, 40, 70],
    [60, 120, 200],
    [255, 160, 90],
  ],
  [
    [60, 44, 30],
    [190, 140, 80],
    [250, 250, 240],
  ],
];

export const DEMO_IMAGE_SIZES = { link: [1200, 800], thumbnail: [400, 267] } as const;
type Size = keyof typeof DEMO_IMAGE_SIZES;

// The name stays with the picture while the painting below is unchanged (uploads are served as
// immutable): change the version when the painting changes.
const VERSION = 1;
const nameOf = (poster: number, size: Size) =>
  `${createHash('sha256').update(`demo-image/${VERSION}/${poster}/${size}`).digest('hex').slice(0, 32)}.png`;

const posterUrls = palettes.map((_, poster) => ({
  link: `/api/uploads/${nameOf(poster, 'link')}`,
  thumbnail: `/api/uploads/${nameOf(poster, 'thumbnail')}`,
}));

/** The URLs of the poster a demo row shows as its picture number `order` (FNV-1a: the bulk load asks millions of times). */
export function demoImage(slug: string, order: number): { link: string; thumbnail: string } {
  const key = `${slug}-${order}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return posterUrls[(hash >>> 0) % posterUrls.length]!;
}

const mix = (from: Rgb, to: Rgb, share: number): Rgb => [
  Math.round(from[0] + (to[0] - from[0]) * share),
  Math.round(from[1] + (to[1] - from[1]) * share),
  Math.round(from[2] + (to[2] - from[2]) * share),
];

function paintPoster(poster: number, width: number, height: number): Buffer {
  const [top, bottom, disc] = palettes[poster] ?? palettes[0]!;
  const centreX = width * (0.3 + 0.05 * poster);
  const centreY = height * 0.42;
  const radius = height * 0.28;
  return encodePng(width, height, (x, y) => {
    const inDisc = (x - centreX) ** 2 + (y - centreY) ** 2 <= radius ** 2;
    // Stripes under the disc, a horizon of sorts.
    const stripe = y > height * 0.72 && Math.floor(y / (height / 40)) % 2 === 0;
    if (inDisc) return disc;
    return mix(top, bottom, stripe ? Math.min(1, y / height + 0.15) : y / height);
  });
}

/** Writes every demo poster not yet in `uploadsDir`; running it again writes nothing. */
export async function writeDemoImages(uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  for (const poster of palettes.keys())
    for (const size of Object.keys(DEMO_IMAGE_SIZES) as Size[]) {
      const path = join(uploadsDir, nameOf(poster, size));
      const present = await access(path).then(
        () => true,
        () => false,
      );
      if (present) continue;
      const [width, height] = DEMO_IMAGE_SIZES[size];
      const partial = `${path}.part`;
      await writeFile(partial, paintPoster(poster, width, height));
      await rename(partial, path);
    }
}

/** What the image database knows of each poster as an uploaded file: its address, size, type and checksum. */
export function demoPosterFiles() {
  const [width, height] = DEMO_IMAGE_SIZES.link;
  return posterUrls.map((urls, poster) => ({
    ...urls,
    width,
    height,
    content_type: 'image/png',
    sha256: createHash('sha256')
      .update(paintPoster(poster, width, height))
      .digest('hex'),
  }));
}
