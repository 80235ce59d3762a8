/**
 * Indexing for tests under noUncheckedIndexedAccess: `at(xs, i)` is xs[i], and a missing element fails the test with a
 * message that says what was missing, instead of a TypeError further down (or a `!` that hides it).
 */
export function at<T>(xs: ArrayLike<T>, i: number, what = 'element'): T {
  const v = xs[i < 0 ? xs.length + i : i];
  if (v === undefined) throw new Error(`expected ${what} #${i}, but there are ${xs.length}`);
  return v;
}

/** The element `i` steps around a ring: xs[i % xs.length] (requests spread over keys, instances, URLs). */
export const cycle = <T>(xs: ArrayLike<T>, i: number): T => at(xs, i % xs.length);

type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N ? Acc : Tuple<T, N, [...Acc, T]>;

/** The first `n` elements as a tuple to destructure (`const [a, b] = first(xs, 2)`), failing the test when there are fewer. */
export function first<T, N extends 1 | 2 | 3 | 4>(xs: readonly T[], n: N): Tuple<T, N> {
  if (xs.length < n) throw new Error(`expected at least ${n} elements, but there are ${xs.length}`);
  return xs.slice(0, n) as Tuple<T, N>;
}
