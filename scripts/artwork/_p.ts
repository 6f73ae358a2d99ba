import sharp from 'sharp';

const [mod, fn, out] = process.argv.slice(2);
const m = await import(mod!);
const svg: string = m[fn!]();
const t = Date.now();
await sharp(Buffer.from(svg)).png().toFile(out!);
console.log('ok', Date.now() - t, 'ms', svg.length);
