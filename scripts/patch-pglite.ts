// npm's postinstall: one exact fix to the installed PGlite (docs/decisions.md, "PGlite reads each field twice").
//
// PGlite's wire-protocol reader decodes every text field of a result through `bytes()`, which copies the field into
// an ArrayBuffer of its own before TextDecoder reads it: a fresh backing store per field, ~1 µs each, half the time
// of a 200-order query. Decoding a view of the message instead gives the same string without the copy. The text is
// found exactly; a PGlite whose reader changed fails the install, so nobody runs unpatched without knowing (then
// check whether the copy is still there, and update or delete this file).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const copying = 'string(t){return r(this,le).decode(this.bytes(t))}';
const viewing =
  'string(t){let n=r(this,w);return d(this,w,n+t),r(this,le).decode(new Uint8Array(r(this,x).buffer,r(this,x).byteOffset+n,t))}';

/** The ES module build's files: the server imports PGlite as an ES module. */
const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
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
