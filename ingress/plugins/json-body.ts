import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

/** Deepest nesting of objects/arrays a JSON body may have (Haven's own bodies nest 4 levels at most). */
export const MAX_JSON_DEPTH = 64;

export type JsonTextProblem = 'too_deep' | 'nul';

/**
 * One pass over JSON text before it is parsed: the nesting depth of objects and arrays, and `\u0000` escapes
 * (U+0000 cannot be stored by PostgreSQL and has no place in text). Raw control characters inside strings are
 * invalid JSON already, so the escape is the only way a NUL can arrive. O(n), no allocation.
 */
export function scanJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonTextProblem | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        const next = text.charCodeAt(i + 1);
        if (next === 0x75 /* u */ && text.startsWith('0000', i + 2)) return 'nul';
        i++; // skip the escaped character (\" and \\ included)
      } else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return 'too_deep';
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/** U+0000 in a decoded URL (path or query) — `%00` in any case. */
export function urlHasNul(url: string): boolean {
  return /%00/.test(url) || url.includes('\u0000');
}

export function nulError(where: string) {
  return new HttpError(400, 'invalid_request', `the ${where} contains a NUL character (U+0000), which Haven does not accept`);
}

/**
 * Every route's JSON bodies go through this parser: depth and NUL are checked on the text, then fastify's own
 * parser (which also refuses `__proto__`/`constructor` poisoning) parses it. Query strings and path parameters are
 * refused with a NUL in them in one onRequest hook. One shared check, so no route can forget it.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // fastify parses text/plain by default, which let a plain-text body through to validation (400): every body here is
  // JSON, so anything else is 415 (the dashboard's form adds its own parser in its scope)
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = text === '' ? undefined : scanJsonText(text);
    if (problem === 'too_deep')
      return done(new HttpError(400, 'invalid_json', `the request body nests deeper than ${MAX_JSON_DEPTH} levels`, { max_depth: MAX_JSON_DEPTH }), undefined);
    if (problem === 'nul') return done(nulError('request body'), undefined);
    req.rawBody = text;
    parse(req, text, done);
  });
  app.addHook('onRequest', async (req) => {
    if (urlHasNul(req.url)) throw nulError('request URL');
  });
}
