import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { ReplyTimeoutError } from '../../infra/bus/request-reply.js';
import { errorBody, fromZod, HttpError, httpErrorBody } from '../errors.js';

export const GENERAL_BODY_LIMIT = 512 * 1024;

/** Any thrown value → the HttpError it is answered with (framework codes mapped to Haven codes). */
export function toHttpError(err: unknown, req: FastifyRequest): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof ZodError) return fromZod(err);
  if (err instanceof ReplyTimeoutError)
    return new HttpError(503, 'service_unavailable', 'the service did not answer in time; retry with backoff', {}, { 'Retry-After': '1' });
  const fe = err as FastifyError;
  switch (fe?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const max = (req.routeOptions?.bodyLimit as number | undefined) ?? GENERAL_BODY_LIMIT;
      return new HttpError(413, 'payload_too_large', `request body exceeds ${max} bytes`, { max_bytes: max });
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'unsupported_media_type', 'send the body as application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'invalid_json', 'the request body is empty; send a JSON object');
    case 'FST_ERR_BAD_URL':
      return new HttpError(400, 'invalid_request', 'the request URL is not validly percent-encoded');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new HttpError(414, 'uri_too_long', 'a path parameter is longer than allowed');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(400, 'invalid_request', 'the Content-Length header does not match the body');
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new HttpError(400, 'invalid_request', 'the Content-Type header is not valid');
  }
  if (fe?.statusCode === 400 && (fe instanceof SyntaxError || /JSON/i.test(fe.message ?? ''))) {
    return new HttpError(400, 'invalid_json', 'the request body is not valid JSON');
  }
  if (fe?.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    // A framework 4xx we do not know by code: a generic message, since framework messages can echo the input.
    return new HttpError(fe.statusCode, fe.statusCode === 413 ? 'payload_too_large' : 'invalid_request', STATUS_CODES[fe.statusCode] ?? 'invalid request');
  }
  return undefined;
}

function send(reply: FastifyReply, req: FastifyRequest, e: HttpError) {
  for (const [k, v] of Object.entries(e.headers)) reply.header(k, v);
  reply.header('X-Request-Id', req.id);
  reply.status(e.status).type('application/json; charset=utf-8').send(httpErrorBody(e, req.id));
}

/**
 * Every error the framework or a route produces is answered in Haven's error shape (errors.ts `errorBody`), with
 * the request id and never the path: route errors (setErrorHandler), unknown routes (setNotFoundHandler), bad
 * URL encoding and over-long parameters (`frameworkErrors`), and socket-level errors — malformed HTTP, headers
 * too large, request timeouts (`clientErrorHandler`, written raw). Every 5xx is logged with its stack.
 */
export function registerErrorHandling(app: FastifyInstance, logger?: Pick<Logger, 'error'>) {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError | Error, req, reply) => {
    let e = toHttpError(err, req);
    if (!e) e = new HttpError(500, 'internal_error', 'an internal error occurred; the request id identifies it in our logs');
    if (e.status >= 500) {
      (logger ?? req.log).error(
        {
          request_id: req.id,
          method: req.method,
          route: req.routeOptions?.url ?? 'unmatched',
          status: e.status,
          code: e.code,
          err: { name: (err as Error).name, message: (err as Error).message, stack: (err as Error).stack },
        },
        'request failed',
      );
    }
    send(reply, req, e);
  });

  app.setNotFoundHandler((req, reply) => {
    send(reply, req, new HttpError(404, 'not_found', 'no such route; see the API reference for the available routes'));
  });
}

/** Fastify's `frameworkErrors`: bad URL encoding and over-long parameters, before any route runs. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const e = toHttpError(err, req) ?? new HttpError(400, 'invalid_request', 'the request could not be read');
  send(reply, req, e);
}

/** Writes a complete HTTP/1.1 error answer straight onto a socket (no request object exists yet). */
export function writeRawError(socket: Socket, status: number, code: string, message: string, extraHeaders: Record<string, string> = {}) {
  const requestId = `req_${randomBytes(12).toString('hex')}`;
  const body = JSON.stringify(errorBody(status, code, message, requestId));
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': requestId,
    Connection: 'close',
    ...extraHeaders,
  };
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n${body}`,
    );
  }
}

/** Fastify's `clientErrorHandler` (the server's 'clientError' event): malformed HTTP, header overflow, timeouts. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // Answer only when no response has started on this connection (a slow body times out before its answer did).
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  const fresh = !current || !current.headersSent;
  if (fresh) {
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') writeRawError(socket, 408, 'request_timeout', 'the request was not received in time');
    else if (err.code === 'HPE_HEADER_OVERFLOW') writeRawError(socket, 431, 'headers_too_large', 'the request headers are too large');
    else writeRawError(socket, 400, 'malformed_request', 'the request is not valid HTTP/1.1');
  }
  socket.destroy();
}
