import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnthropic {
  baseURL: string;
  requests: { headers: IncomingMessage['headers']; body: any }[];
  /** answers a forced tool call: return the tool input, or a number to answer with that HTTP error status */
  respond: (toolName: string, body: any) => unknown;
  close(): Promise<void>;
}

/** A local HTTP server speaking the Anthropic Messages API wire format (POST /v1/messages → a tool_use block). */
export async function startFakeAnthropic(respond: FakeAnthropic['respond']): Promise<FakeAnthropic> {
  const fake = { requests: [] as FakeAnthropic['requests'], respond } as FakeAnthropic;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/messages') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'not found' } }));
        return;
      }
      const body = JSON.parse(raw);
      fake.requests.push({ headers: req.headers, body });
      const name = body.tool_choice?.name ?? body.tools?.[0]?.name;
      const out = fake.respond(name, body);
      if (typeof out === 'number') {
        res.writeHead(out, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'failure requested by the test' } }));
        return;
      }
      const n = fake.requests.length;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${n}` });
      res.end(
        JSON.stringify({
          id: `msg_${n}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [{ type: 'tool_use', id: `toolu_${n}`, name, input: out }],
          stop_reason: 'tool_use',
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((r) => server.close(() => r()));
  return fake;
}
