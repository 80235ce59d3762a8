/**
 * Input shaping: `text` → messages, scored turns (system messages skipped), long messages cut into overlapping
 * chunks, and long conversations cut into overlapping windows.
 */
import type { Message } from './types.js';

/** Messages longer than this are scored in overlapping chunks (the heads were trained on texts of at most 700 chars). */
export const CHUNK_CHARS = 700;
export const CHUNK_OVERLAP = 150;
/** Conversations with more scored turns than this are fused in overlapping windows. */
export const WINDOW_TURNS = 40;
export const WINDOW_OVERLAP = 10;

const TURN = /^\s*(user|assistant|human|ai|system)\s*:\s*/i;

/** `User: ...` / `Assistant: ...` turns separated by blank lines; a block without a prefix continues the previous turn (or is a user turn). */
export function parseText(text: string): Message[] {
  const out: Message[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    if (!block.trim()) continue;
    const m = TURN.exec(block);
    if (m) {
      const who = m[1]!.toLowerCase();
      const role = who === 'assistant' || who === 'ai' ? 'assistant' : who === 'system' ? 'system' : 'user';
      out.push({ role, content: block.slice(m[0].length).trim() });
    } else if (out.length) out[out.length - 1]!.content += `\n\n${block.trim()}`;
    else out.push({ role: 'user', content: block.trim() });
  }
  return out;
}

export interface Turn {
  /** index into the input messages */
  index: number;
  role: 'user' | 'assistant';
  /** 0-based among this speaker's turns */
  turn: number;
  content: string;
  chunks: string[];
}

/** Overlapping chunks of at most CHUNK_CHARS, cut at whitespace where possible. */
export function chunkText(text: string): string[] {
  if (text.length <= CHUNK_CHARS) return [text];
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + CHUNK_CHARS);
    if (end < text.length) {
      const ws = text.lastIndexOf(' ', end);
      if (ws > start + CHUNK_CHARS / 2) end = ws;
    }
    out.push(text.slice(start, end));
    if (end >= text.length) break;
    start = Math.max(start + 1, end - CHUNK_OVERLAP);
  }
  return out;
}

export function turnsOf(messages: Message[]): Turn[] {
  const counts = { user: 0, assistant: 0 };
  const out: Turn[] = [];
  messages.forEach((m, index) => {
    if (m.role !== 'user' && m.role !== 'assistant') return;
    const content = typeof m.content === 'string' ? m.content : '';
    out.push({ index, role: m.role, turn: counts[m.role]++, content, chunks: chunkText(content) });
  });
  return out;
}

/** [start, end) ranges over the turns: one window, or overlapping windows of WINDOW_TURNS. */
export function windowsOf(n: number): [number, number][] {
  if (n <= WINDOW_TURNS) return [[0, n]];
  const out: [number, number][] = [];
  const stride = WINDOW_TURNS - WINDOW_OVERLAP;
  for (let s = 0; ; s += stride) {
    const e = Math.min(n, s + WINDOW_TURNS);
    out.push([s, e]);
    if (e >= n) break;
  }
  return out;
}
