import type { Component } from '../infra/runtime.js';
import { classificationsSink } from './classifications/sink.js';
import { requestLogSink } from './clickhouse/request-log-sink.js';
import { oversightClickhouseSink } from './oversight/clickhouse.js';
import { webhookSinkComponent } from './webhooks/component.js';

/** Every sink, by the name `haven sink <name>` takes. */
export const SINKS: Component[] = [requestLogSink, webhookSinkComponent, classificationsSink, oversightClickhouseSink];
