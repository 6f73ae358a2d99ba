import http from 'node:http';

export interface StatusEvent {
  id: string;
  data: { state: string; [key: string]: unknown };
}

/**
 * A server-sent events client over plain HTTP, as a browser's EventSource reads the stream: `events` (id and
 * parsed data), the number of comment lines, and `next` to wait for an event.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}) {
  const events: StatusEvent[] = [];
  let comments = 0;
  let buffer = '';
  let response: http.IncomingMessage | undefined;
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
  const opened = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', (res) => {
      response = res;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n');
          if (fields.every((line) => line.startsWith(':'))) comments++;
          const id = fields.find((line) => line.startsWith('id: '))?.slice(4);
          const data = fields.find((line) => line.startsWith('data: '))?.slice(6);
          if (id !== undefined && data !== undefined) events.push({ id, data: JSON.parse(data) });
        }
      });
      resolve(res);
    });
    request.on('error', reject);
  });
  const ended = opened.then((res) => new Promise<void>((resolve) => res.on('close', () => resolve())));

  return {
    opened,
    events,
    ended,
    get comments() {
      return comments;
    },
    /** The first event after the first `after` that satisfies `matches`, waiting up to `ms`. */
    async next(matches: (event: StatusEvent) => boolean = () => true, after = 0, ms = 2000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.slice(after).find(matches);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such event within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close() {
      request.destroy();
      response?.destroy();
    },
  };
}
