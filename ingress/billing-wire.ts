/**
 * Money on the wire as NOPE's clients read it (shared/notes "Paid routes", "402"): `X-Balance: $12.35`,
 * `X-Balance-Mills: 12345.6`, `X-Cost: $0.003`, `X-Cost-Mills: 3`, and the nested `balance{…}` + `topup_url` of a 402.
 * Balances show cents; costs show as many decimals as they have (0.5 mill is `$0.0005`).
 */

/** where an operator tops an account up: Haven has no payment page; the reference explains `haven balance add` */
export const TOPUP_URL = '/docs#billing';

const trimMills = (mills: number) => String(Math.round(mills * 1000) / 1000);

export function formatBalanceUsd(mills: number): string {
  return `$${(mills / 1000).toFixed(2)}`;
}

export function formatCostUsd(mills: number): string {
  const fixed = (mills / 1000).toFixed(4).replace(/0+$/, '');
  const [int, dec = ''] = fixed.split('.');
  return `$${int}.${dec.padEnd(2, '0')}`;
}

export function balanceHeaders(balanceMills: number, costMills?: number): Record<string, string> {
  const h: Record<string, string> = { 'X-Balance': formatBalanceUsd(balanceMills), 'X-Balance-Mills': trimMills(balanceMills) };
  if (costMills !== undefined) {
    h['X-Cost'] = formatCostUsd(costMills);
    h['X-Cost-Mills'] = trimMills(costMills);
  }
  return h;
}

/** The nested 402 fields NOPE's clients read, beside our flat ones. */
export function insufficientBalanceExtra(balanceMills: number, requiredMills: number, more: Record<string, unknown> = {}) {
  return {
    balance: {
      current_mills: balanceMills,
      required_mills: requiredMills,
      formatted_current: formatBalanceUsd(balanceMills),
      formatted_required: formatCostUsd(requiredMills),
      ...more,
    },
    topup_url: TOPUP_URL,
  };
}
