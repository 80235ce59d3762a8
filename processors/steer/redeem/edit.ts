/** Small text edits shared by the rewrite and the members' redemption hooks. */

/** Tidies a reply after spans were cut: stray spaces before punctuation, empty bullets, runs of blank lines. */
export function tidy(s: string): string {
  return s
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\s*[-*•+]\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits `items` into `n` groups of about equal size, each joined into one string. */
export function groupInto(items: string[], n: number): string[] {
  if (items.length <= n) return items;
  const out: string[] = [];
  const per = items.length / n;
  for (let i = 0; i < n; i++) out.push(items.slice(Math.round(i * per), Math.round((i + 1) * per)).join(' '));
  return out;
}
