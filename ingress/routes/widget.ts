import type { FastifyReply } from 'fastify';
import { ReplyTimeoutError } from '../../infra/bus/request-reply.js';
import { TOPICS } from '../../infra/topics.js';
import { countryDisplayName } from '../../processors/signpost/records/countries.js';
import { COUNTRY_CODES, invalidValues, WidgetQuery } from '../../schemas/http/signpost.js';
import type { RoutePolicy } from '../plugins/platform.js';
import { askService } from '../service-call.js';
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
  /** one list request to the signpost processor (the widget's data); null when it did not answer usably */
  const list = (reqId: string, country: string, scopes?: string[]) =>
    askService(deps, reqId, {
      topic: TOPICS.signpostRequested,
      key: country,
      schema: 'signpost-request',
      // a parsed list query (WidgetQuery's values), as the list route forwards one
      record: { op: 'list', params_json: JSON.stringify({ country, ...(scopes?.length ? { scopes } : {}) }), id: null, ip: null, demo: false },
    });
  /** the country's general lines for an error page (best effort: an error page must not fail) */
  const helplinesFor = async (reqId: string, country: string): Promise<WidgetResource[]> => {
    try {
      const r = await list(reqId, country);
      return r.status === 200 ? ((r.body as { resources: WidgetResource[] }).resources ?? []) : [];
    } catch {
      return [];
    }
  };
  const errorPage = async (reply: FastifyReply, reqId: string, status: number, title: string, message: string, country?: string) => {
    const cc = country && COUNTRY_CODES.has(country) ? country : undefined;
    const helplines = cc && status !== 503 ? await helplinesFor(reqId, cc) : [];
    return html(reply, status, renderWidgetError(title, message, { country: cc, countryName: cc ? countryDisplayName(cc) : undefined, helplines }));
  };
  app.get(
    '/resources',
    { config: { platform: POLICY, openapi: { summary: 'The embeddable widget page (HTML)', tags: ['signpost'], query: WidgetQuery, hidden: true } } },
    async (req, reply) => {
      const p = WidgetQuery.safeParse(req.query ?? {});
      if (!p.success) {
        const bad = Object.values(invalidValues(p.error)).flat();
        const first = p.error.issues[0];
        const msg = bad.length ? `Unknown values: ${bad.join(', ')}.` : `${first?.path.join('.') || 'query'}: ${first?.message ?? 'invalid'}`;
        // still list the country's crisis lines when the country itself is valid (a bad scope must not leave a person with nothing)
        const raw = String((req.query as { country?: unknown }).country ?? '')
          .trim()
          .toUpperCase();
        return errorPage(reply, req.id, 400, 'This link is not valid', msg, raw);
      }
      const { country, scopes } = p.data;
      let r;
      let emergency: WidgetResource | undefined;
      try {
        const [main, em] = await Promise.all([list(req.id, country, scopes), list(req.id, country, ['emergency']).catch(() => undefined)]);
        r = main;
        if (em?.status === 200) emergency = ((em.body as { resources: WidgetResource[] }).resources ?? []).find((x) => x.type === 'emergency_number');
      } catch (e) {
        if (!(e instanceof ReplyTimeoutError)) throw e;
        reply.header('Retry-After', '1');
        return errorPage(reply, req.id, 503, 'Temporarily unavailable', 'The directory did not answer in time. Please reload the page.', country);
      }
      if (r.status !== 200) {
        const m = (r.body as { message?: string })?.message ?? 'The directory could not answer.';
        return errorPage(reply, req.id, r.status, 'Something went wrong', m, country);
      }
      const b = r.body as { resources: WidgetResource[]; secondary?: WidgetResource[] };
      return html(
        reply,
        200,
        renderWidget({
          country,
          countryName: countryDisplayName(country),
          scopes: scopes ?? [],
          resources: b.resources,
          secondary: b.secondary ?? [],
          emergency,
        }),
      );
    },
  );
};
