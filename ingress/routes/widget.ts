import type { FastifyReply } from 'fastify';
import { ReplyTimeoutError } from '../../infra/bus/request-reply.js';
import { TOPICS } from '../../infra/topics.js';
import { countryDisplayName } from '../../processors/signpost/countries.js';
import { invalidValues, WidgetQuery } from '../../schemas/http/signpost.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { renderWidget, renderWidgetError, WIDGET_CSP, type WidgetResource } from '../widget/page.js';
import type { RouteModule } from './types.js';

const POLICY: RoutePolicy = { auth: 'none', limit: { bucket: 'widget', perMinute: 300, by: 'ip' } };

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', WIDGET_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-cache')
    .send(body);
}

/**
 * GET /resources?country=XX&scopes=a,b — the embeddable widget page (spec document 2, "Widget"). The data is the
 * /v1/signpost list answer from the signpost processor; this route only renders it (ingress/widget/page.ts).
 * Errors are HTML pages too (the page lives in an iframe), with the same status codes as the API.
 */
export const widgetRoutes: RouteModule = (app, deps) => {
  app.get('/resources', { config: { platform: POLICY, openapi: { summary: 'The embeddable widget page (HTML)', tags: ['signpost'], query: WidgetQuery, hidden: true } } }, async (req, reply) => {
    const p = WidgetQuery.safeParse(req.query ?? {});
    if (!p.success) {
      const bad = Object.values(invalidValues(p.error)).flat();
      const first = p.error.issues[0];
      const msg = bad.length ? `Unknown values: ${bad.join(', ')}.` : `${first?.path.join('.') || 'query'}: ${first?.message ?? 'invalid'}`;
      return html(reply, 400, renderWidgetError('This link is not valid', msg));
    }
    const { country, scopes } = p.data;
    const enc = deps.rt.avro.encode('signpost-request', {
      op: 'list',
      params_json: JSON.stringify({ country, ...(scopes?.length ? { scopes: scopes.join(',') } : {}) }),
      id: null,
      ip: null,
      demo: false,
    });
    let r;
    try {
      r = await deps.replies.request(TOPICS.signpostRequested, country, { value: enc.value, headers: { ...enc.headers, 'request-id': req.id } });
    } catch (e) {
      if (!(e instanceof ReplyTimeoutError)) throw e;
      reply.header('Retry-After', '1');
      return html(reply, 503, renderWidgetError('Temporarily unavailable', 'The directory did not answer in time. Please reload the page.'));
    }
    if (r.status !== 200) {
      const m = (r.body as { message?: string })?.message ?? 'The directory could not answer.';
      return html(reply, r.status, renderWidgetError('Something went wrong', m));
    }
    const b = r.body as { resources: WidgetResource[]; secondary?: WidgetResource[] };
    return html(reply, 200, renderWidget({ country, countryName: countryDisplayName(country), scopes: scopes ?? [], resources: b.resources, secondary: b.secondary ?? [] }));
  });
};
