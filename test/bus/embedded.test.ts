import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedBus } from '../../infra/bus/embedded.js';
import { runBusConformance, waitFor } from './conformance.js';

// One in-process bus is one world: the conformance suite shares it between producer and members.
runBusConformance('embedded', async () => createEmbeddedBus());

describe('embedded bus durability', () => {
  it('keeps durable topics and committed offsets across a restart: unhandled records are handled after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haven-bus-'));
    try {
      const a = createEmbeddedBus({ dataDir: dir });
      await a.ensureTopics([{ name: 'events', partitions: 2, durable: true }]);
      const seen: string[] = [];
      const sub = await a.subscribe({ groupId: 'g', topics: ['events'], fromBeginning: true, handler: async (r) => void seen.push(r.value.toString()) });
      await a.publish('events', [{ key: 'k', value: Buffer.from('1') }]);
      await waitFor(() => seen.length === 1);
      await sub.close();
      // published while no member runs, then the process "dies"
      await a.publish('events', [
        { key: 'k', value: Buffer.from('2') },
        { key: 'k', value: Buffer.from('3') },
      ]);
      await a.close();

      const b = createEmbeddedBus({ dataDir: dir });
      await b.ensureTopics([{ name: 'events', partitions: 2, durable: true }]);
      const after: string[] = [];
      await b.subscribe({ groupId: 'g', topics: ['events'], fromBeginning: true, handler: async (r) => void after.push(r.value.toString()) });
      await waitFor(() => after.length === 2);
      expect(after).toEqual(['2', '3']);
      await b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not persist non-durable topics', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haven-bus-'));
    try {
      const a = createEmbeddedBus({ dataDir: dir });
      await a.ensureTopics([{ name: 'ephemeral', partitions: 1 }]);
      await a.publish('ephemeral', [{ key: 'k', value: Buffer.from('x') }]);
      await a.close();
      const b = createEmbeddedBus({ dataDir: dir });
      await b.ensureTopics([{ name: 'ephemeral', partitions: 1 }]);
      const got: string[] = [];
      await b.subscribe({ groupId: 'g', topics: ['ephemeral'], fromBeginning: true, handler: async (r) => void got.push(r.value.toString()) });
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual([]);
      await b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
