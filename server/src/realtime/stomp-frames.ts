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

/** Accumulates bytes and yields complete frames; skips heart-beats. Throws on a malformed frame. */
export class FrameParser {
  private buffer = Buffer.alloc(0);

  push(chunk: Buffer): StompFrame[] {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    const frames: StompFrame[] = [];
    for (;;) {
      while (this.buffer.length > 0 && (this.buffer[0] === 0x0a || this.buffer[0] === 0x0d))
        this.buffer = this.buffer.subarray(1);
      const headerEnd = this.buffer.indexOf('\n\n');
      const crlfEnd = this.buffer.indexOf('\r\n\r\n');
      const end = crlfEnd !== -1 && (headerEnd === -1 || crlfEnd < headerEnd) ? crlfEnd : headerEnd;
      if (end === -1) {
        if (this.buffer.length > 64 * 1024) throw new Error('frame header too large');
        return frames;
      }
      const separatorLength = end === crlfEnd ? 4 : 2;
      const lines = this.buffer.subarray(0, end).toString('utf8').split(/\r?\n/);
      const command = lines[0] ?? '';
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        if (colon <= 0) throw new Error(`malformed header line: ${line}`);
        const key = line.slice(0, colon);
        // The first occurrence of a repeated header wins (STOMP 1.2).
        if (!(key in headers))
          headers[key] = command === 'CONNECT' ? line.slice(colon + 1) : decodeHeader(line.slice(colon + 1));
      }
      const bodyStart = end + separatorLength;
      let bodyEnd: number;
      if (headers['content-length'] !== undefined) {
        bodyEnd = bodyStart + Number(headers['content-length']);
        if (!Number.isInteger(bodyEnd) || bodyEnd < bodyStart) throw new Error('bad content-length');
        if (this.buffer.length < bodyEnd + 1) return frames;
        if (this.buffer[bodyEnd] !== 0) throw new Error('frame does not end with NUL');
      } else {
        bodyEnd = this.buffer.indexOf(0, bodyStart);
        if (bodyEnd === -1) return frames;
      }
      frames.push({ command, headers, body: this.buffer.subarray(bodyStart, bodyEnd).toString('utf8') });
      this.buffer = this.buffer.subarray(bodyEnd + 1);
    }
  }
}
