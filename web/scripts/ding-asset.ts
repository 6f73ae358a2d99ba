import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { dingSamples, wavFile } from '../src/staff/live/dingWave.ts';

const ID = 'virtual:ding';

/**
 * The new-order ding as a file of the build (`import dingUrl from 'virtual:ding'`): written here, once, from the
 * sound's recipe (src/staff/live/dingWave.ts) rather than on a phone as its first order rings, where writing it was
 * the last long task before the dashboard's first screen came alive. Outside a build (tests, the dev server) it is
 * the same file as a data: URL.
 */
export function dingAsset(): Plugin {
  const file = wavFile(dingSamples());
  let build = false;
  return {
    name: 'konyha-ding-asset',
    configResolved: (config) => {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return;
      if (!build) return dataUrlModule(file);
      const hash = createHash('sha256').update(file).digest('base64url').slice(0, 8);
      const fileName = `assets/ding-${hash}.wav`;
      this.emitFile({ type: 'asset', fileName, source: file });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

const dataUrlModule = (file: Uint8Array) =>
  `export default ${JSON.stringify(`data:audio/wav;base64,${Buffer.from(file).toString('base64')}`)};`;
