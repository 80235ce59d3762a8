/** Word-level diff (LCS over tokens that keep their whitespace) between the original and the redeemed text. */
import type { DiffOp } from '../types.js';

function tokens(s: string): string[] {
  return s.match(/\s+|[^\s]+/g) ?? [];
}

function push(out: DiffOp[], op: DiffOp['op'], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last && last.op === op) last.text += text;
  else out.push({ op, text });
}

export function wordDiff(a: string, b: string): DiffOp[] {
  const A = tokens(a);
  const B = tokens(b);
  let pre = 0;
  while (pre < A.length && pre < B.length && A[pre] === B[pre]) pre++;
  let suf = 0;
  while (suf < A.length - pre && suf < B.length - pre && A[A.length - 1 - suf] === B[B.length - 1 - suf]) suf++;
  const a2 = A.slice(pre, A.length - suf);
  const b2 = B.slice(pre, B.length - suf);
  const out: DiffOp[] = [];
  push(out, 'equal', A.slice(0, pre).join(''));
  const n = a2.length;
  const m = b2.length;
  if (n * m > 4_000_000) {
    push(out, 'delete', a2.join(''));
    push(out, 'insert', b2.join(''));
  } else if (n && m) {
    // LCS table (Uint32 rows) then walk
    const dp: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--) dp[i]![j] = a2[i] === b2[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (a2[i] === b2[j]) {
        push(out, 'equal', a2[i]!);
        i++;
        j++;
      } else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) push(out, 'delete', a2[i++]!);
      else push(out, 'insert', b2[j++]!);
    }
    while (i < n) push(out, 'delete', a2[i++]!);
    while (j < m) push(out, 'insert', b2[j++]!);
  } else {
    push(out, 'delete', a2.join(''));
    push(out, 'insert', b2.join(''));
  }
  push(out, 'equal', A.slice(A.length - suf).join(''));
  return out;
}
