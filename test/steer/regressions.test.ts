import { describe, expect, it } from 'vitest';
import { runSteerEngines } from '../../processors/steer/pipeline.js';

describe('steer engines: regressions', () => {
  // A shared global regex for a one-cue topic made the topic check loop forever (the whole process froze).
  it('finishes on single-cue topic rules whose cue appears in the response', () => {
    const r = runSteerEngines({
      system_prompt: 'You support people in recovery. Never mention weights; never mention calories; focus on feelings.',
      proposed_response: 'Your weight is not the point. Weights, weighing and weight talk are off the table here.',
      messages: [{ role: 'user', content: 'Should I check my weight every day?' }],
    });
    expect(['COMPLIANT', 'REDEEMED']).toContain(r.verify.outcome);
  });
});
