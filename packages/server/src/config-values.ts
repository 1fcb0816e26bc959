import { z } from 'zod';

/** Readers of one environment variable each: empty counts as unset, messages say what is expected. */

export const text = (fallback: string) =>
  z.string().trim().optional().transform((v) => (v === undefined || v === '' ? fallback : v));

export const integer = (fallback: number, min: number, max: number, what: string) =>
  text(String(fallback)).pipe(
    z.string().regex(/^-?\d+$/, `must be ${what}`).transform(Number)
      .pipe(z.number().int().min(min, `must be ${what}`).max(max, `must be ${what}`)),
  );

export const flag = (fallback: boolean) =>
  text(String(fallback)).pipe(z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }))
    .transform((v) => v === 'true');

