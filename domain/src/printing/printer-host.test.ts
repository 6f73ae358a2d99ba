import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPrinterHost } from './printer-host.ts';
import { printersSchema } from './printers.schemas.ts';

const octet = fc.integer({ min: 0, max: 255 });
const group = fc.integer({ min: 0, max: 0xffff });

/** An IPv6 address's groups, with runs of zeros common enough to exercise "::". */
const groups = fc.array(fc.oneof(group, fc.constant(0), fc.constant(0)), { minLength: 8, maxLength: 8 });

interface Spelling {
  upper: boolean;
  padded: boolean;
  /** Which run of zero groups becomes "::" (an odd number: none). */
  cut: number;
}

/** One of the many ways to write the same IPv6 address: full, upper case, leading zeros, "::" for any zero run. */
function spell(address: number[], { upper, padded, cut }: Spelling): string {
  const hex = address.map((g) => (padded ? g.toString(16).padStart(4, '0') : g.toString(16)));
  const runs: [number, number][] = [];
  for (let i = 0; i < 8; i++) {
    let end = i;
    while (end < 8 && address[end] === 0) end++;
    if (end > i) runs.push([i, end]);
    i = Math.max(i, end);
  }
  const run = cut % 2 === 0 ? runs[(cut / 2) % Math.max(runs.length, 1)] : undefined;
  const text = run ? `${hex.slice(0, run[0]).join(':')}::${hex.slice(run[1]).join(':')}` : hex.join(':');
  return upper ? text.toUpperCase() : text;
}
const spelling = fc.record({ upper: fc.boolean(), padded: fc.boolean(), cut: fc.nat(20) });
const notMapped = (g: number[]) => !(g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff);

/** The WHATWG URL parser's IPv6 serialiser implements RFC 5952: an independent judge of the canonical text. */
const urlCanonical = (text: string) => new URL(`http://[${text}]/`).hostname.slice(1, -1);

describe('a printer host', () => {
  it('takes every IPv4 address in dotted decimal as it is written', () => {
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), (octets) => {
        const text = octets.join('.');
        expect(canonicalPrinterHost(text)).toBe(text);
      }),
    );
  });

  it('writes every spelling of an IPv6 address the one RFC 5952 way', () => {
    fc.assert(
      fc.property(groups.filter(notMapped), spelling, (address, how) => {
        const text = spell(address, how);
        expect(canonicalPrinterHost(text)).toBe(urlCanonical(text));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['localhost', 'a host name'],
    ['kitchen-printer.local', 'a host name'],
    ['127.1', 'IPv4 shorthand'],
    ['2130706433', 'an address as one number'],
    ['0x7f.0.0.1', 'hexadecimal'],
    ['010.0.0.1', 'leading zero (octal to some parsers)'],
    ['192.168.1.256', 'an octet past 255'],
    ['fe80::1%eth0', 'an IPv6 zone'],
    ['::ffff:127.0.0.1', 'IPv4 in IPv6 clothing'],
    ['::ffff:7f00:1', 'IPv4-mapped, in hex'],
    ['1::2::3', 'two "::"'],
    ['1:2:3:4:5:6:7:8:9', 'nine groups'],
    ['[fd00::1]', 'brackets'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (text) => {
    expect(canonicalPrinterHost(text)).toBeUndefined();
  });

  it('is kept in its canonical spelling when saved, and a host name is refused at its field', () => {
    const printer = { name: 'Konyha', port: 9100, tickets: true, slips: false };
    expect(
      printersSchema.parse({ printers: [{ ...printer, host: ' FD00:0::0001 ' }] }).printers[0]?.host,
    ).toBe('fd00::1');
    const refused = printersSchema.safeParse({ printers: [{ ...printer, host: 'kitchen-printer.local' }] });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['printers', 0, 'host'], message: 'hostInvalid' }),
    ]);
  });
});
