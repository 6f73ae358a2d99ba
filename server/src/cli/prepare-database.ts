import { prepareDatabase } from '../db/prepared-database.ts';

/** `npm run build` runs this: the empty database a first start unpacks (see db/prepared-database.ts). */
const started = Date.now();
const outcome = await prepareDatabase();
process.stdout.write(
  outcome === 'made'
    ? `konyha: prepared the empty database in ${((Date.now() - started) / 1000).toFixed(1)} s\n`
    : 'konyha: the prepared empty database is current\n',
);
