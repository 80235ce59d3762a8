import type { z } from 'zod';

/**
 * What a route declares about its wire for the OpenAPI document (the zod schemas are the one source of truth):
 * every route registers `config: { openapi: { … } }`; a test fails for a route without it.
 */
export interface RouteDoc {
  summary: string;
  /** grouping in the reference page, e.g. 'steer', 'evaluate', 'oversight' */
  tags: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** the 200 body, where a schema exists */
  response?: z.ZodType;
  deprecated?: boolean;
  /** routes outside the public API (admin, metrics, pages) say so */
  hidden?: boolean;
}
