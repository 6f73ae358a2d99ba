import dingUrl from 'virtual:ding';
import { describe, expect, it } from 'vitest';
import { dingSamples, wavFile } from './dingWave.ts';

const RATE = 16_000;

/** The strength of one frequency in a stretch of samples (Goertzel's algorithm). */
function strength(samples: Float32Array, frequency: number, from: number, to: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / RATE);
  let [previous, beforePrevious] = [0, 0];
  for (let i = Math.round(from * RATE); i < Math.round(to * RATE); i++)
    [previous, beforePrevious] = [(samples[i] ?? 0) + coefficient * previous - beforePrevious, previous];
  return Math.sqrt(previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious);
}

const peak = (samples: Float32Array) => samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);

describe('the ding', () => {
  const samples = dingSamples();

  it('is two tones a fifth apart, the higher one joining after 0.12 s', () => {
    expect(strength(samples, 880, 0, 0.1)).toBeGreaterThan(10 * strength(samples, 1320, 0, 0.1));
    expect(strength(samples, 1320, 0.13, 0.23)).toBeGreaterThan(strength(samples, 880, 0.13, 0.23));
  });

  it('starts from silence, is clearly heard but never clips, and has faded out by its end', () => {
    expect(Math.abs(samples[0] ?? 1)).toBeLessThan(0.001);
    expect(peak(samples)).toBeGreaterThan(0.25);
    expect(peak(samples)).toBeLessThan(1);
    expect(peak(samples.subarray(samples.length - RATE / 20))).toBeLessThan(0.01);
  });

  it('is a 16-bit mono PCM WAV file whose header matches its length', () => {
    const file = wavFile(samples);
    const view = new DataView(file.buffer);
    const text = (offset: number) => String.fromCharCode(...file.subarray(offset, offset + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(file.length - 8);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(RATE);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(samples.length * 2);
    expect(view.getUint32(40, true) / 2 / RATE).toBeCloseTo(0.65, 2);
  });

  it('is that file outside a build, as a data: URL', () => {
    const url = dingUrl;
    expect(url.startsWith('data:audio/wav;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    expect(bytes).toEqual(wavFile(samples));
  });
});
