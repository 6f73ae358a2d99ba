/** STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): parsing with Buffers, since
 * content-length counts bytes; every frame ends with a NUL byte; bare newlines between frames are heart-beats. */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const escapes: Record<string, string> = { '\\\\': '\\', '\\n': '\n', '\\r': '\r', '\\c': ':' };
const decodeHeader = (value: string) => value.replace(/\\[\\nrc]/g, (m) => escapes[m] ?? m);
const encodeHeader = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/:/g, '\\c');

export function serializeFrame(command: string, headers: Record<string, string>, body = ''): Buffer {
  const bodyBytes = Buffer.from(body, 'utf8');
  const allHeaders = body ? { ...headers, 'content-length': String(bodyBytes.length) } : headers;
  // CONNECT and CONNECTED frames do not escape their headers (STOMP 1.2 §Value Encoding).
  const escapeValue = command === 'CONNECTED' ? (v: string) => v : encodeHeader;
  const head = [
    command,
    ...Object.entries(allHeaders).map(([k, v]) => `${escapeValue(k)}:${escapeValue(v)}`),
  ].join('\n');
  return Buffer.concat([Buffer.from(`${head}\n\n`, 'utf8'), bodyBytes, Buffer.from([0])]);
}

/** A frame that breaks the protocol; the connection cannot continue. */
export class FrameError extends Error {}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

interface Head {
  command: string;
  headers: Record<string, string>;
  /** Bytes of the command and header lines, with the blank line ending them. */
  size: number;
  contentLength: number | undefined;
}

/**
 * Accumulates bytes and yields complete frames; skips heart-beats. Throws a FrameError on a malformed frame or one
 * larger than `maxFrameBytes` (counted as soon as the bytes arrive, so an endless frame is never buffered beyond
 * the limit). Each byte is scanned once: the bytes of an unfinished frame are kept as a list of chunks and joined
 * only when the frame is complete.
 */
export class FrameParser {
  /** The largest frame accepted: command, headers, body and the closing NUL. */
  maxFrameBytes: number;
  private chunks: Buffer[] = [];
  private size = 0;
  /** Set once the blank line after the headers has been read. */
  private head: Head | undefined;
  /** Whether the header line being read (possibly begun in an earlier chunk) has anything besides CR. */
  private lineHasText = false;

  constructor(maxFrameBytes = 1024 * 1024) {
    this.maxFrameBytes = maxFrameBytes;
  }

  push(chunk: Buffer): StompFrame[] {
    const frames: StompFrame[] = [];
    let data = chunk;
    while (data.length > 0) {
      if (!this.head && this.size === 0) {
        let start = 0;
        while (start < data.length && (data[start] === LF || data[start] === CR)) start += 1;
        data = data.subarray(start);
        if (data.length === 0) break;
      }
      const consumed = this.head ? this.readBody(data, this.head, frames) : this.readHead(data);
      data = data.subarray(consumed);
    }
    return frames;
  }

  /** Looks for the blank line ending the headers in `data` only; returns how many bytes it took. */
  private readHead(data: Buffer): number {
    let position = 0;
    for (;;) {
      const newline = data.indexOf(LF, position);
      const lineEnd = newline === -1 ? data.length : newline;
      const length = lineEnd - position;
      if (length > 1 || (length === 1 && data[position] !== CR)) this.lineHasText = true;
      if (newline === -1) {
        this.keep(data);
        return data.length;
      }
      if (!this.lineHasText) {
        this.keep(data.subarray(0, newline + 1));
        this.head = parseHead(this.take(), this.maxFrameBytes);
        return newline + 1;
      }
      this.lineHasText = false;
      position = newline + 1;
    }
  }

  private readBody(data: Buffer, head: Head, frames: StompFrame[]): number {
    let end: number;
    if (head.contentLength === undefined) {
      end = data.indexOf(NUL);
    } else {
      end = head.contentLength - this.size;
      if (end >= data.length) end = -1;
      else if (data[end] !== NUL) throw new FrameError('frame does not end with NUL');
    }
    if (end === -1) {
      this.keep(data, head.size);
      return data.length;
    }
    this.keep(data.subarray(0, end), head.size);
    frames.push({ command: head.command, headers: head.headers, body: this.take().toString('utf8') });
    this.head = undefined;
    return end + 1;
  }

  /** Holds bytes of the unfinished frame, refusing them once the frame would be too large. */
  private keep(bytes: Buffer, alreadyRead = 0) {
    this.size += bytes.length;
    // +1: the NUL that must still follow.
    if (alreadyRead + this.size + 1 > this.maxFrameBytes) throw tooLarge(this.maxFrameBytes);
    if (bytes.length > 0) this.chunks.push(bytes);
  }

  private take(): Buffer {
    const bytes = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    this.chunks = [];
    this.size = 0;
    return bytes;
  }
}

const tooLarge = (limit: number) => new FrameError(`frame larger than ${limit} bytes`);

function parseHead(bytes: Buffer, maxFrameBytes: number): Head {
  const lines = bytes
    .toString('utf8')
    .split('\n')
    .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  lines.pop(); // the blank line
  lines.pop(); // what followed the final newline: nothing
  const command = lines[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FrameError(`malformed header line: ${line}`);
    const key = line.slice(0, colon);
    // The first occurrence of a repeated header wins (STOMP 1.2).
    if (!(key in headers))
      headers[key] = command === 'CONNECT' ? line.slice(colon + 1) : decodeHeader(line.slice(colon + 1));
  }
  let contentLength: number | undefined;
  if (headers['content-length'] !== undefined) {
    contentLength = Number(headers['content-length']);
    if (!/^\d+$/.test(headers['content-length']) || !Number.isSafeInteger(contentLength))
      throw new FrameError('bad content-length');
    if (bytes.length + contentLength + 1 > maxFrameBytes) throw tooLarge(maxFrameBytes);
  }
  return { command, headers, size: bytes.length, contentLength };
}
