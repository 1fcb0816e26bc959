import { z } from 'zod';

/** Every error answer: an HTTP status code, a message a person can act on, and an optional hint. */
export const errorResponseSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  hint: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
