import { z } from 'zod';

/** One problem with one field of a request, named `location.path` (body.extras.0.id). */
export const errorDetailSchema = z.object({
  field: z.string().describe('Where: path.<name>, query.<name> or body.<path>, e.g. body.extras.0.id.'),
  code: z.string().describe('What is wrong with it: a zod issue code (too_small…) or one of ours.'),
  message: z.string().describe('For developers, in English.'),
});

/**
 * Every failure the v1 API answers, on purpose or not, and nothing else: `code` is stable and is
 * what a client acts on (the web app shows the translation errors:api.<code>).
 */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable and machine-readable: VALIDATION_ERROR, SLOT_TAKEN, RATE_LIMITED…'),
      message: z.string().describe('For developers, in English; not meant to be shown as it is.'),
      details: z.array(errorDetailSchema).describe('One entry per field at fault; empty otherwise.'),
      request_id: z
        .string()
        .optional()
        .describe('On a 500 only: the id to quote to support, also sent as the x-request-id header.'),
    }),
  })
  .meta({
    examples: [
      {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'The request is not valid.',
          details: [{ field: 'body.end', code: 'invalid_type', message: 'Expected a time such as 930.' }],
        },
      },
    ],
  });
