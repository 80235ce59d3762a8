import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ReplyTimeoutError } from '../../infra/bus/request-reply.js';
import { errorBody, fromZod, HttpError, httpErrorBody } from '../errors.js';

export const GENERAL_BODY_LIMIT = 512 * 1024;

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError | Error, req, reply) => {
    let e: HttpError;
    if (err instanceof HttpError) e = err;
    else if (err instanceof ZodError) e = fromZod(err);
    else if (err instanceof ReplyTimeoutError) e = new HttpError(503, 'service_unavailable', 'the service did not answer in time; retry with backoff', {}, { 'Retry-After': '1' });
    else {
      const fe = err as FastifyError;
      if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const max = (req.routeOptions.bodyLimit as number | undefined) ?? GENERAL_BODY_LIMIT;
        e = new HttpError(413, 'payload_too_large', `request body exceeds ${max} bytes`, { max_bytes: max });
      } else if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        e = new HttpError(415, 'unsupported_media_type', 'send the body as application/json');
      } else if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        e = new HttpError(400, 'invalid_json', 'the request body is empty; send a JSON object');
      } else if (fe.statusCode === 400 && (fe instanceof SyntaxError || /JSON/i.test(fe.message))) {
        e = new HttpError(400, 'invalid_json', 'the request body is not valid JSON');
      } else if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
        e = new HttpError(fe.statusCode, 'invalid_request', fe.message);
      } else {
        req.log.error({ err: { message: err.message, name: err.name, stack: err.stack } }, 'unhandled error');
        e = new HttpError(500, 'internal_error', 'an internal error occurred; the request id identifies it in our logs');
      }
    }
    for (const [k, v] of Object.entries(e.headers)) reply.header(k, v);
    reply.status(e.status).send(httpErrorBody(e, req.id));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(errorBody(404, 'not_found', `no route for ${req.method} ${req.url.split('?')[0]}`, req.id));
  });
}
