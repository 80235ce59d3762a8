/**
 * The analysis copy of a conversation (spec doc 3, limits): messages above 100,000 chars are scaffolded (first and
 * last 4,000 chars kept around a marker saying how much was left out), messages above 10,000 chars are truncated to
 * 10,000. The originals are never changed (ingest stores them first). Each change is reported as a warning.
 */
import type { OvConversation, OvMessage } from './conversation.js';

export const SCAFFOLD_ABOVE = 100_000;
export const TRUNCATE_ABOVE = 10_000;
const SCAFFOLD_KEEP = 4_000;

export interface TruncationWarning {
  type: 'message_scaffolded' | 'message_truncated' | 'conversation_truncated';
  details: string;
  /** NOPE's clients read `message`; both carry the same text */
  message: string;
  message_index?: number;
}

export function analysisCopy(conv: OvConversation): { conversation: OvConversation; warnings: TruncationWarning[] } {
  const warnings: TruncationWarning[] = [];
  const messages: OvMessage[] = conv.messages.map((m, i) => {
    const n = m.content.length;
    if (n > SCAFFOLD_ABOVE) {
      const text = `${m.content.slice(0, SCAFFOLD_KEEP)}\n[… ${n - 2 * SCAFFOLD_KEEP} characters omitted from the analysis copy …]\n${m.content.slice(-SCAFFOLD_KEEP)}`;
      const d = `message ${i} has ${n} characters; the analysis saw its first and last ${SCAFFOLD_KEEP}`;
      warnings.push({ type: 'message_scaffolded', details: d, message: d, message_index: i });
      return { ...m, content: text };
    }
    if (n > TRUNCATE_ABOVE) {
      const d = `message ${i} has ${n} characters; the analysis saw the first ${TRUNCATE_ABOVE}`;
      warnings.push({ type: 'message_truncated', details: d, message: d, message_index: i });
      return { ...m, content: m.content.slice(0, TRUNCATE_ABOVE) };
    }
    return m;
  });
  return { conversation: { ...conv, messages }, warnings };
}
