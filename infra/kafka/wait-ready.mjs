// Poll a Kafka broker with kafkajs admin.describeCluster() until it answers or the deadline passes.
// Usage: node infra/kafka/wait-ready.mjs <host:port> [timeoutSeconds=60] [pid]
// Exits 0 when ready, 1 on timeout, 2 when the given broker pid died meanwhile.
import { Kafka, logLevel } from 'kafkajs';

const [broker = '127.0.0.1:9092', timeoutArg = '60', pidArg] = process.argv.slice(2);
const deadline = Date.now() + Number(timeoutArg) * 1000;
const pid = pidArg ? Number(pidArg) : undefined;

function alive(p) {
  try {
    process.kill(p, 0);
    return true;
  } catch {
    return false;
  }
}

const kafka = new Kafka({
  clientId: 'haven-wait-ready',
  brokers: [broker],
  logLevel: logLevel.NOTHING,
  connectionTimeout: 1000,
  requestTimeout: 2000,
  retry: { retries: 0 },
});

let lastError = 'no attempt';
while (Date.now() < deadline) {
  if (pid !== undefined && !alive(pid)) {
    console.error(`broker process ${pid} exited`);
    process.exit(2);
  }
  const admin = kafka.admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    if (cluster.brokers.length > 0) {
      await admin.disconnect().catch(() => {});
      process.exit(0);
    }
    lastError = 'cluster lists no broker yet';
  } catch (err) {
    lastError = err instanceof Error ? err.message : String(err);
  }
  await admin.disconnect().catch(() => {});
  await new Promise((r) => setTimeout(r, 300));
}
console.error(`broker ${broker} not ready after ${timeoutArg}s: ${lastError}`);
process.exit(1);
