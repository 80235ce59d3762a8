/** Quantities in a canonical text (amounts, shares): read by the value forms and by approximate.ts, which both need it (kept apart so neither imports the other). */
export interface Quantity {
  v: number;
  percent: boolean;
  money: boolean;
}
export type Found = { start: number; end: number };

const SCALE_SUFFIX: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const QTY =
  /([$€£¥]\s?)?(?<![\p{L}\p{N}.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d+(?:[.,]\d+)?)(?:\s?(k|m|mn|bn|b|thousand|grand|million|billion)(?![\p{L}]))?(\s?%|\s(?:percent|per\s+cent)\b)?(?:\s?(dollars?|usd|euros?|eur|pounds?|gbp|bucks)(?:\s+(?:and\s+)?(\d{1,2})\s+(?:cents?|pence|p)\b|\s+(\d{2})(?![\p{N}]|\s*%|\s+(?!(?:for|each|a|an|per|the|apiece)\b)[\p{L}]))?)?(?![\p{N}])/giu;

/** Every quantity of a (canonical) text: "4,750,000 euros", "$12M", "18 dollars and 40 cents", "8%". */
export function quantitiesIn(text: string): (Quantity & Found)[] {
  const out: (Quantity & Found)[] = [];
  for (const m of text.matchAll(QTY)) {
    const raw = m[2]!;
    let v: number;
    if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw)) v = Number(raw.replace(/,/g, ''));
    else if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(raw)) v = Number(raw.replace(/\./g, ''));
    else v = Number(raw.replace(',', '.'));
    if (!Number.isFinite(v)) continue;
    const scale = m[3] ? SCALE_SUFFIX[m[3].toLowerCase()] : undefined;
    // "12m" may be metres: a one-letter scale only after a currency sign
    if (scale && (m[3]!.length > 1 || m[1])) v *= scale;
    // "18 dollars and 40 cents", "143 dollars 75"
    if (m[6] ?? m[7]) v += Number(m[6] ?? m[7]) / 100;
    out.push({ v: Math.round(v * 100) / 100, percent: !!m[4], money: !!(m[1] || m[5]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}
