/** FNV-1a 32-bit: a stable key → partition mapping shared by every embedded-bus instance. */
export function partitionFor(key: string, partitions: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % partitions;
}
