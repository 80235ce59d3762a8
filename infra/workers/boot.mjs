// Worker entry: register tsx in this thread (the parent's loader hooks do not carry over), then load the task module.

import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
