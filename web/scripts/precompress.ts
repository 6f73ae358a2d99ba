import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text, above the size below which the server sends answers as they are. */
const compressible = /\.(js|css|svg|json|webmanifest|html)$/;
const MIN_BYTES = 1024;

/**
 * Writes each built text file's Brotli (at its best, 11) and gzip (9) forms beside it (`file.js.br`, `file.js.gz`),
 * which the server sends as they are (`preCompressed`, server/src/plugins/web-app.ts). Compressing on every request
 * instead cost the server's processor while a phone loaded a page, and at the speed a request allows (Brotli 4)
 * the files were larger. The server-rendering build has nothing a browser fetches.
 */
export function precompress(): Plugin {
  let outDir = '';
  let browserBuild = false;
  return {
    name: 'konyha-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
      browserBuild = !config.build.ssr;
    },
    async closeBundle() {
      if (!browserBuild) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          };
          await writeFile(`${file}.br`, await brotli(source, { params }));
          await writeFile(`${file}.gz`, await gzipped(source, { level: 9 }));
        }),
      );
    },
  };
}
