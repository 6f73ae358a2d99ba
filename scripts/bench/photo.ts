import sharp from 'sharp';
import { rssMb } from './memory.ts';
import { staffToken } from './requests.ts';

const maxBytes = 10 * 1024 * 1024;
const targetMs = 3000;
const rssSlackMb = 30;
/** V8 gives freed memory back after some seconds of quiet: RSS before is read at rest, after is waited for. */
const restMs = 15_000;
const returnWithinMs = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A photo as big as an upload may be: 4000 × 3000 of noise (which JPEG cannot shrink), just under 10 MB. */
async function tenMegabyteJpeg(): Promise<Buffer> {
  const noise = sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  });
  for (let quality = 95; ; quality -= 1) {
    const jpeg = await noise.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length <= maxBytes) return jpeg;
  }
}

/** Asks for the menu while `work` runs, as guests would: its slowest answer shows whether the server stayed free. */
async function slowestAnswerDuring<T>(origin: string, work: Promise<T>) {
  let done = false;
  let slowest = 0;
  const polling = (async () => {
    while (!done) {
      const sent = performance.now();
      await (await fetch(`${origin}/api/product/foods`)).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - sent);
      await pause(20);
    }
  })();
  const result = await work.finally(() => {
    done = true;
  });
  await polling;
  return { result, slowest };
}

/**
 * A manager uploads a 10 MB JPEG as a dish photo: how long until the answer (its variants stored), how long any
 * other request waited meanwhile, and the server's RSS at rest before, at the answer and once it has come back.
 */
export async function measurePhotoUpload(
  origin: string,
  serverPid: number,
  staff: { email: string; password: string },
): Promise<boolean> {
  const jpeg = await tenMegabyteJpeg();
  const token = await staffToken(origin, staff);
  const menu = (await (await fetch(`${origin}/api/product/foods`)).json()) as { products: { id: number }[] };
  const dish = menu.products[0]?.id;
  if (dish === undefined) throw new Error('the menu has no dish');

  await pause(restMs);
  const rssBefore = rssMb(serverPid);
  const sent = performance.now();
  const { result: response, slowest } = await slowestAnswerDuring(
    origin,
    fetch(`${origin}/api/product/${dish}/photo`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpeg),
    }),
  );
  const elapsed = performance.now() - sent;
  const rssAtAnswer = rssMb(serverPid);
  if (!response.ok) throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
  // At rest again, then read each second until it is back within the slack, for at most 30 s more.
  const answered = performance.now();
  await pause(restMs);
  let rssAfter = rssMb(serverPid);
  while (rssAfter - rssBefore > rssSlackMb && performance.now() - answered < restMs + returnWithinMs) {
    await pause(1000);
    rssAfter = rssMb(serverPid);
  }
  const backAfter = (performance.now() - answered) / 1000;

  const grown = rssAfter - rssBefore;
  console.log(`\nDish photo: a ${(jpeg.length / 1024 / 1024).toFixed(1)} MB 4000 × 3000 JPEG uploaded once`);
  console.log(
    `  processed and stored in ${elapsed.toFixed(0)} ms (target ≤ ${targetMs} ms); ` +
      `slowest GET /api/product/foods meanwhile ${slowest.toFixed(1)} ms`,
  );
  console.log(
    `  RSS ${rssBefore.toFixed(1)} MB before, ${rssAtAnswer.toFixed(1)} MB at the answer, ` +
      `${rssAfter.toFixed(1)} MB ${backAfter.toFixed(0)} s later: ${grown >= 0 ? '+' : ''}${grown.toFixed(1)} MB ` +
      `(target ≤ ${rssSlackMb} MB)`,
  );
  return elapsed <= targetMs && grown <= rssSlackMb;
}
