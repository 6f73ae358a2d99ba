import { describe, expect, it } from 'vitest';
import { defaultDeviceLabel, keyBytes } from './browserPush.ts';

describe("this browser's push", () => {
  it('names a device by its browser and system, and leaves an unknown one for the staff member to name', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0';
    expect(defaultDeviceLabel(android)).toBe('Chrome · Android');
    expect(defaultDeviceLabel(ipad)).toBe('Safari · iPad');
    expect(defaultDeviceLabel(edge)).toBe('Edge · Windows');
    expect(defaultDeviceLabel('curl/8.0')).toBe('');
  });

  it("reads the server's base64url key as the bytes the browser subscribes with", () => {
    expect([...keyBytes('BP8_-w')]).toEqual([4, 255, 63, 251]);
  });
});
