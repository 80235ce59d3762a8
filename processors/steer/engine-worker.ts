/** The local steer engines, served inside a worker thread (see infra/workers/pool.ts). */
import { serveTasks } from '../../infra/workers/serve.js';
import { preprocess } from './preprocess/engine.js';
import { screen } from './screen/engine.js';
import { verify } from './verify/engine.js';

serveTasks({ preprocess, screen, verify });
