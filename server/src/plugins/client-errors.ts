import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { logAccess } from '../logger.ts';

/** Node's own refusals, as Node maps them (node/lib/_http_server.js), and what the guest is told. */
function refusal(code: string | undefined): { status: number; field: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, field: 'headers', message: 'The request headers are too large' };
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW')
    return { status: 413, field: 'body', message: 'The request body is too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, field: 'request', message: 'The request did not arrive in time' };
  return { status: 400, field: 'request', message: 'The request is not valid HTTP' };
}

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (a header block over 16 KB, a malformed
 * request line, a request that took too long) with the API's error shape `{ errorType, message, field }`, not
 * Node's or Fastify's own.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, field, message } = refusal(error.code);
  // Only before any answer went out on this connection, or the guest would read a broken response.
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify({ errorType: 'VALIDATION_ERROR', message, field });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  this.log.info({ status, code: error.code }, 'request refused before routing');
  socket.destroy(error);
}

/**
 * A URL the router cannot read (a broken %-escape, a parameter over the length limit) gets the API's error shape.
 * Fastify answers it outside any route, where no hook runs, so the access-log line is written here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'not a valid URL';
  reply
    .code(error.statusCode ?? 400)
    .send({ errorType: 'VALIDATION_ERROR', message: `url: ${problem}`, field: 'url' });
  logAccess(request, reply);
}
