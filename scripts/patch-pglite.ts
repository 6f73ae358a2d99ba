// npm's postinstall: one exact fix to the installed PGlite (docs/decisions.md, "PGlite reads each field twice").
//
// PGlite's wire-protocol reader decodes every text field of a result through `bytes()`, which copies the field into
// an ArrayBuffer of its own before TextDecoder reads it: a fresh backing store per field, ~1 µs each, half the time
// of a 200-order query. Decoding a view of the message instead gives the same string without the copy. The text is
// found exactly, in the one PGlite release it was made for (server/package.json pins that version exactly): any other
// version fails the install with a message, so nobody runs unpatched without knowing (then check whether the copy is
// still there, and update `madeFor` and the texts, or delete this file).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The PGlite release whose minified reader the texts below were taken from. */
const madeFor = '0.5.16';
const copying = 'string(t){return r(this,le).decode(this.bytes(t))}';
const viewing =
  'string(t){let n=r(this,w);return d(this,w,n+t),r(this,le).decode(new Uint8Array(r(this,x).buffer,r(this,x).byteOffset+n,t))}';

/** The ES module build's files: the server imports PGlite as an ES module. */
const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
let packageDir = pgliteDist;
while (!existsSync(path.join(packageDir, 'package.json'))) packageDir = path.dirname(packageDir);
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
if (version !== madeFor) {
  console.error(
    `patch-pglite: PGlite ${version} is installed, but scripts/patch-pglite.ts was made for ${madeFor}; install ${madeFor} (server/package.json pins it) or renew the patch for ${version}`,
  );
  process.exit(1);
}
const files = readdirSync(pgliteDist)
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.join(pgliteDist, name));

const patched = files.filter((file) => readFileSync(file, 'utf8').includes(viewing));
const unpatched = files.filter((file) => readFileSync(file, 'utf8').includes(copying));
if (unpatched.length === 1 && patched.length === 0) {
  const file = unpatched[0] as string;
  writeFileSync(file, readFileSync(file, 'utf8').replace(copying, viewing));
  console.log(`patch-pglite: ${path.basename(file)} decodes fields without copying them`);
} else if (!(patched.length === 1 && unpatched.length === 0)) {
  console.error(
    `patch-pglite: PGlite's field reader is not the one scripts/patch-pglite.ts knows (in ${pgliteDist}); see that file`,
  );
  process.exit(1);
}
