import cliProgress from 'cli-progress';

/** Progress of a long CLI step on stderr (stdout keeps the result, JSON with --json). */
export interface Progress {
  /** `done` of `total` units so far */
  update(done: number, total: number): void;
  /** a step without a count (validating, writing) */
  step(message: string): void;
  stop(): void;
}

type Stream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

/**
 * A bar redrawn in place on a terminal (cli-progress); counted lines otherwise (a pipe, a CI log, a test), one for
 * each further 10 % and one at the end, e.g. `haven: embedding records 452/904 (50%)`.
 */
export function progress(label: string, unit: string, stream: Stream = process.stderr): Progress {
  const tty = !!stream.isTTY;
  let bar: cliProgress.SingleBar | undefined;
  let lastPct = -1;
  let lastDone = -1;
  return {
    update(done, total) {
      if (tty) {
        if (!bar) {
          bar = new cliProgress.SingleBar(
            { stream, format: `haven: ${label} [{bar}] {percentage}% {value}/{total} ${unit}`, hideCursor: true, clearOnComplete: false },
            cliProgress.Presets.shades_classic,
          );
          bar.start(total, done);
        } else bar.update(done);
        return;
      }
      const pct = Math.floor((100 * done) / Math.max(1, total));
      if (done === lastDone || (pct < lastPct + 10 && done !== total)) return;
      lastPct = pct;
      lastDone = done;
      stream.write(`haven: ${label} ${done}/${total} ${unit} (${pct}%)\n`);
    },
    step(message) {
      if (bar) {
        bar.stop();
        bar = undefined;
      }
      stream.write(`haven: ${message}\n`);
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}
