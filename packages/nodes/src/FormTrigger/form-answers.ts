import type { IDataObject } from '@weft/workflow';
import { renderMessagePage } from './form-page.renderer.js';
import type { FormHttpAnswer } from './form-webhook.handler.js';
import { htmlAnswer } from './form-webhook.handler.js';
import { weftPageHeaders } from './weft-page-headers.js';
import { escapeHtml } from '@weft/workflow';

export const DEFAULT_SUBMITTED_TEXT = 'Your response has been recorded';

const asObject = (value: unknown): IDataObject =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as IDataObject;

/** A redirect after a POST: the browser follows it with a GET; the body links there for clients that do not. */
export function redirectAnswer(url: string): FormHttpAnswer {
  const target = /^https?:\/\//i.test(url) || url.startsWith('/') ? url : `http://${url}`;
  return {
    statusCode: 303,
    headers: { location: target, ...weftPageHeaders() },
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting</title></head><body><p><a href="${escapeHtml(target)}">Continue</a></p></body></html>`,
  };
}

/**
 * The answer once a Form Trigger's form is submitted: its text (v1 `options.formSubmittedText`, v2
 * `options.respondWithOptions`) or a redirect.
 */
export function formSubmittedAnswer(parameters: IDataObject): FormHttpAnswer {
  const options = asObject(parameters.options);
  const respondWith = asObject(asObject(options.respondWithOptions).values);
  const title = typeof parameters.formTitle === 'string' && parameters.formTitle !== '' ? parameters.formTitle : 'Form';
  const appendAttribution = options.appendAttribution !== false;
  if (respondWith.respondWith === 'redirect' && typeof respondWith.redirectUrl === 'string' && respondWith.redirectUrl !== '') {
    return redirectAnswer(respondWith.redirectUrl);
  }
  const text = [respondWith.formSubmittedText, options.formSubmittedText]
    .find((value): value is string => typeof value === 'string' && value !== '') ?? DEFAULT_SUBMITTED_TEXT;
  return htmlAnswer(200, renderMessagePage(title, text, { appendAttribution }));
}

/** The answer when the run behind a submission failed. */
export function formFailedAnswer(): FormHttpAnswer {
  return htmlAnswer(500, renderMessagePage('Problem submitting response', 'Please try again or contact the person who shared this form.'));
}
