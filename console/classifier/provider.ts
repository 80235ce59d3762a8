/**
 * PROVIDER_URL (spec 3: "an optional PROVIDER_URL from which the console fetches message content when a session has
 * none"). Our decision on the wire, which the spec leaves open: `GET <PROVIDER_URL>/sessions/<session_id>/messages`
 * answering `{messages: [{role, content}]}` (or a bare array). The console fetches it when a stored session without a
 * transcript is opened, shows it, and does not store it (content stays with the provider).
 */
import { z } from 'zod';

const Messages = z.array(z.object({ role: z.string().max(32), content: z.string().max(1_000_000) })).max(5000);
const Body = z.union([z.object({ messages: Messages }), Messages]);

export async function fetchProviderMessages(baseUrl: string, sessionId: string, timeoutMs = 3000): Promise<{ role: string; content: string }[] | null> {
  try {
    const res = await fetch(`${baseUrl}/sessions/${encodeURIComponent(sessionId)}/messages`, { signal: AbortSignal.timeout(timeoutMs) });
    if (res.status !== 200) return null;
    const parsed = Body.safeParse(await res.json());
    if (!parsed.success) return null;
    return Array.isArray(parsed.data) ? parsed.data : parsed.data.messages;
  } catch {
    return null;
  }
}
