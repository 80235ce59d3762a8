import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // chDB segfaults at exit under worker threads (docs: shared notes); onnxruntime is also happier in forks.
    pool: 'forks',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ['test/setup/models-global.ts'],
  },
});
