/** Samples per second: the tones (880 and 1320 Hz) are far below half of it, and the file stays small. */
const RATE = 16_000;
const SECONDS = 0.65;
/** Two sine tones a fifth apart, the second 0.12 s after the first, each rising in 20 ms and fading out. */
const TONES = [
  { frequency: 880, start: 0 },
  { frequency: 1320, start: 0.12 },
] as const;
const PEAK = 0.3;

/** One tone's loudness at `t` seconds after it starts: a short rise, then an exponential fade to silence. */
function envelope(t: number): number {
  if (t < 0) return 0;
  if (t < 0.02) return PEAK * (t / 0.02);
  return PEAK * Math.exp(-(t - 0.02) * 12);
}

/** The samples of the ding, mono, from -1 to 1. */
export function dingSamples(): Float32Array {
  const samples = new Float32Array(Math.round(RATE * SECONDS));
  for (let i = 0; i < samples.length; i++) {
    const time = i / RATE;
    let value = 0;
    for (const { frequency, start } of TONES)
      value += envelope(time - start) * Math.sin(2 * Math.PI * frequency * (time - start));
    samples[i] = value;
  }
  return samples;
}

/** A 16-bit PCM WAV file of `samples` (the format every browser's <audio> plays). */
export function wavFile(samples: Float32Array, rate = RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, sample)) * 0x7fff), true);
  });
  return bytes;
}
