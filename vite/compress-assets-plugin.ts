import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its header and the decoding cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * strongest settings, once: the server sends the copy the browser accepts (`preCompressed`) and
 * spends nothing compressing on each request.
 */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
