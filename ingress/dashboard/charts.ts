/** Inline SVG charts (no script): a bar chart for counts per label, and a two-series bar chart per day. */
import { esc } from './html.js';

export function barChart(title: string, data: { label: string; value: number }[], o: { width?: number; color?: string } = {}): string {
  const w = o.width ?? 640;
  const rowH = 22;
  const h = Math.max(40, data.length * rowH + 30);
  const max = Math.max(1, ...data.map((d) => d.value));
  const labelW = 220;
  const bars = data
    .map((d, i) => {
      const bw = Math.round(((w - labelW - 60) * d.value) / max);
      const y = 24 + i * rowH;
      return `<text x="4" y="${y + 14}" font-size="12">${esc(d.label)}</text><rect x="${labelW}" y="${y + 3}" width="${bw}" height="14" fill="${o.color ?? '#3b6fd8'}"><title>${esc(d.label)}: ${d.value}</title></rect><text x="${labelW + bw + 4}" y="${y + 14}" font-size="12">${d.value}</text>`;
    })
    .join('');
  return `<svg role="img" aria-label="${esc(title)}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><text x="4" y="16" font-size="13" font-weight="600">${esc(title)}</text>${bars}</svg>`;
}

export function dayChart(title: string, days: { day: string; total: number; flagged: number }[], o: { width?: number } = {}): string {
  const w = o.width ?? 640;
  const h = 200;
  const pad = 30;
  const max = Math.max(1, ...days.map((d) => d.total));
  const step = days.length ? (w - 2 * pad) / days.length : 0;
  const bw = Math.max(4, Math.min(40, step * 0.7));
  const y = (v: number) => h - pad - ((h - 2 * pad) * v) / max;
  const bars = days
    .map((d, i) => {
      const x = pad + i * step + (step - bw) / 2;
      return (
        `<rect x="${x.toFixed(1)}" y="${y(d.total).toFixed(1)}" width="${bw.toFixed(1)}" height="${(h - pad - y(d.total)).toFixed(1)}" fill="#9db7ea"><title>${esc(d.day)}: ${d.total} analyses</title></rect>` +
        `<rect x="${x.toFixed(1)}" y="${y(d.flagged).toFixed(1)}" width="${bw.toFixed(1)}" height="${(h - pad - y(d.flagged)).toFixed(1)}" fill="#c62828"><title>${esc(d.day)}: ${d.flagged} high or critical</title></rect>` +
        `<text x="${(x + bw / 2).toFixed(1)}" y="${h - 12}" font-size="10" text-anchor="middle">${esc(d.day.slice(5))}</text>`
      );
    })
    .join('');
  return `<svg role="img" aria-label="${esc(title)}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><text x="4" y="16" font-size="13" font-weight="600">${esc(title)}</text><line x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}" stroke="#999"/><text x="4" y="${pad + 4}" font-size="10">${max}</text>${bars}<text x="${w - 200}" y="16" font-size="11"><tspan fill="#9db7ea">■</tspan> analyses <tspan fill="#c62828">■</tspan> high/critical</text></svg>`;
}
