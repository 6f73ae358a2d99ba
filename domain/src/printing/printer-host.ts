/**
 * A network printer's address as Konyha takes it (issue 28): an IP address written one way only, never a host name
 * (whose answer could change after it was checked) and never a shorthand that some parsers read differently from
 * others ("127.1", "2130706433", "0x7f.1", "010.0.0.1"). The server decides which networks and ports are allowed.
 */

/** Four decimal numbers 0–255 without leading zeros: the only IPv4 spelling every parser reads the same way. */
const ipv4Pattern = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const groupPattern = /^[0-9a-f]{1,4}$/i;

/**
 * The eight 16-bit groups of an IPv6 address in hex notation ("fd00::1", "FD00:0:0:0:0:0:0:1"), or undefined.
 * A zone ("fe80::1%eth0") and a dotted IPv4 tail ("::ffff:10.0.0.1") are not taken: neither is a printer's address.
 */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const written = [...head, ...tail];
  if (!written.every((group) => groupPattern.test(group))) return undefined;
  if (halves.length === 1 ? written.length !== 8 : written.length > 7) return undefined;
  const zeros = Array.from({ length: 8 - written.length }, () => '0');
  return [...head, ...zeros, ...tail].map((group) => Number.parseInt(group, 16));
}

/** RFC 5952's text of an IPv6 address: lower case, no leading zeros, the longest run of zero groups (≥ 2) as "::". */
function ipv6Text(groups: readonly number[]): string {
  let start = -1;
  let length = 1;
  for (let i = 0; i < groups.length; ) {
    let end = i;
    while (end < groups.length && groups[end] === 0) end++;
    if (end - i > length) [start, length] = [i, end - i];
    i = end === i ? i + 1 : end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (start < 0) return hex.join(':');
  return `${hex.slice(0, start).join(':')}::${hex.slice(start + length).join(':')}`;
}

/** ::ffff:a.b.c.d: an IPv4 address dressed as IPv6; the printer's IPv4 address is what to write. */
const isIpv4Mapped = (groups: readonly number[]) =>
  groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;

/**
 * The canonical text of a printer's IP address, or undefined when `text` is not one: IPv4 as written (dotted
 * decimal only), IPv6 in RFC 5952 form (so "FD00:0::0001" is kept as "fd00::1"). No host names.
 */
export function canonicalPrinterHost(text: string): string | undefined {
  if (ipv4Pattern.test(text)) return text;
  if (text.length > 39) return undefined;
  const groups = ipv6Groups(text);
  if (!groups || isIpv4Mapped(groups)) return undefined;
  return ipv6Text(groups);
}
