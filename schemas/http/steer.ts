import { z } from 'zod';

/** One history message. Oversize content is truncated, not rejected (spec truncation table); the 512 KB body cap still applies. */
export const SteerMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: "role must be 'user' or 'assistant'" }),
  content: z.string({ error: 'content must be a string' }),
});

/**
 * Body of POST /v1/steer and /v1/try/steer. Lengths over the spec's limits are cut by the preprocess stage and
 * reported in `truncation.warnings`; shape errors are 400s.
 */
export const SteerRequestSchema = z
  .strictObject({
    system_prompt: z.string({ error: 'system_prompt is required and must be a string' }).refine((s) => s.trim().length > 0, 'system_prompt must not be empty'),
    proposed_response: z.string({ error: 'proposed_response is required and must be a string' }),
    messages: z.array(SteerMessageSchema, { error: 'messages must be an array of {role, content}' }).optional(),
    /** sent by NOPE's clients; accepted and ignored (every answer already carries the checks that ran) */
    include_audit: z.boolean({ error: 'include_audit must be a boolean' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.messages && b.messages.length === 0) ctx.addIssue({ code: 'custom', path: ['messages'], message: 'messages must not be empty when sent' });
    if (b.messages?.length && b.messages.at(-1)?.role !== 'user') {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: 'messages must end with a user message (the one the response answers)' });
    }
  });

export type SteerRequest = z.infer<typeof SteerRequestSchema>;

export const TRUNCATION_WARNING_TYPES = ['truncated', 'reduced_to_fit', 'message_truncated', 'message_scaffolded', 'messages_dropped'] as const;

/** Shape of `truncation.warnings[]` (the spec leaves it open): one entry per cut. */
export const TruncationWarningSchema = z.object({
  type: z.enum(TRUNCATION_WARNING_TYPES),
  /** `system_prompt`, `proposed_response`, `messages`, or `messages[i].content` (index in the request as sent) */
  field: z.string(),
  original_chars: z.number().int(),
  kept_chars: z.number().int(),
  message: z.string(),
});
export type TruncationWarning = z.infer<typeof TruncationWarningSchema>;
