import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // chDB segfaults at exit under worker threads (docs: shared notes); onnxruntime is also happier in forks.
    pool: 'forks',
    include: ['test/**/*.test.ts', 'clients/*/test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // kafka-global starts a local broker unless KAFKA_BROKERS answers (HAVEN_TEST_NO_KAFKA=1 skips it).
    globalSetup: ['test/setup/models-global.ts', 'test/setup/kafka-global.ts'],
  },
});
