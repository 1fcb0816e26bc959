import type { FormField } from './form.types.js';
import { fieldName, isMultiChoice, labelOf, optionsOf } from './form.types.js';
import { escapeHtml } from '@weft/workflow';

/** Escaped text whose line breaks (typed, or written as "\n") show as line breaks. */
const multiline = (value: unknown) => escapeHtml(value).replace(/\\n|\r?\n/g, '<br>');

const STYLE = `
:root{color-scheme:light dark;--fg:#1f2430;--muted:#5b6271;--bg:#f3f4f7;--card:#fff;--line:#cfd3dc;--accent:#3f51b5;--error:#b3261e}
@media (prefers-color-scheme:dark){:root{--fg:#e8e9ee;--muted:#a9adb8;--bg:#16181d;--card:#22252c;--line:#454a55;--accent:#8c9eff;--error:#ff8a80}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:36rem;margin:2rem auto;padding:2rem;background:var(--card);border-radius:12px;box-shadow:0 1px 4px rgb(0 0 0/.12)}
h1{margin:0 0 .5rem;font-size:1.6rem}.description{margin:0 0 1.5rem;color:var(--muted)}
.field{margin:0 0 1.25rem;border:0;padding:0}label,legend{display:block;font-weight:600;margin-bottom:.35rem;padding:0}
.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;margin:.25rem 0}
input:not([type=checkbox]):not([type=radio]),textarea,select{width:100%;padding:.6rem .7rem;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:8px}
textarea{min-height:7rem}input:focus,textarea:focus,select:focus,button:focus{outline:3px solid var(--accent);outline-offset:1px}
.required{color:var(--error)}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.errors{border:1px solid var(--error);color:var(--error);border-radius:8px;padding:.75rem 1rem;margin:0 0 1.25rem}
button{width:100%;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:8px;cursor:pointer}
footer{margin-top:1.5rem;text-align:center;font-size:.8rem;color:var(--muted)}`;

// Checkbox groups have no native "at least one" check; this adds it, and the form still works without scripts.
export const FORM_PAGE_SCRIPT = `document.querySelector('form').addEventListener('submit',function(e){var missing=[];document.querySelectorAll('fieldset[data-required]').forEach(function(g){if(!g.querySelector('input:checked')){missing.push(g.querySelector('legend').dataset.label)}});if(missing.length){e.preventDefault();var box=document.getElementById('form-errors');box.hidden=false;box.textContent='Please fill in: '+missing.join(', ');box.focus()}});`;

function page(title: string, body: string, { script = '', refreshSeconds }: { script?: string; refreshSeconds?: number } = {}): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + (refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '')
    + `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`
    + `<body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

export interface FormPageOptions {
  title: string;
  description?: string;
  fields: FormField[];
  buttonLabel?: string;
  /** Problems of the last submission, shown above the fields. */
  errors?: string[];
  /** Values to fill in again, by field name (`field-0`...). */
  values?: Record<string, unknown>;
  appendAttribution?: boolean;
}

const requiredMark = '<span class="required" aria-hidden="true"> *</span><span class="sr-only"> (required)</span>';

function asList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

function inputType(type: string | undefined): string {
  return type === 'email' || type === 'number' || type === 'password' || type === 'date' ? type : 'text';
}

function renderField(field: FormField, index: number, values: Record<string, unknown>): string {
  const name = fieldName(index);
  const id = `f${index}`;
  const label = escapeHtml(labelOf(field, index));
  const required = field.requiredField === true;
  const mark = required ? requiredMark : '';
  const value = asList(values[name]);
  const placeholder = field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : '';
  const req = required ? ' required aria-required="true"' : '';

  if (field.fieldType === 'checkbox' || field.fieldType === 'radio') {
    const type = field.fieldType;
    const choices = optionsOf(field).map((option, at) => `<label class="choice" for="${id}-${at}"><input type="${type}" id="${id}-${at}" name="${name}" value="${escapeHtml(option)}"${value.includes(option) ? ' checked' : ''}${type === 'radio' && required && at === 0 ? ' required' : ''}>${escapeHtml(option)}</label>`).join('');
    const groupRequired = required && type === 'checkbox' ? ' data-required' : '';
    return `<fieldset class="field"${groupRequired}><legend data-label="${label}">${label}${mark}</legend>${choices}</fieldset>`;
  }
  if (field.fieldType === 'dropdown') {
    const multiple = isMultiChoice(field);
    const blank = multiple ? '' : `<option value="">${escapeHtml(field.placeholder ?? 'Choose…')}</option>`;
    const choices = optionsOf(field).map((option) => `<option value="${escapeHtml(option)}"${value.includes(option) ? ' selected' : ''}>${escapeHtml(option)}</option>`).join('');
    return `<div class="field"><label for="${id}">${label}${mark}</label><select id="${id}" name="${name}"${multiple ? ' multiple' : ''}${req}>${blank}${choices}</select></div>`;
  }
  if (field.fieldType === 'textarea') {
    return `<div class="field"><label for="${id}">${label}${mark}</label><textarea id="${id}" name="${name}"${placeholder}${req}>${escapeHtml(value[0] ?? '')}</textarea></div>`;
  }
  if (field.fieldType === 'file') {
    const accept = field.acceptFileTypes ? ` accept="${escapeHtml(field.acceptFileTypes)}"` : '';
    const multiple = field.multipleFiles === false ? '' : ' multiple';
    return `<div class="field"><label for="${id}">${label}${mark}</label><input type="file" id="${id}" name="${name}"${accept}${multiple}${req}></div>`;
  }
  const type = inputType(field.fieldType);
  // A password is never sent back to the browser.
  const shown = type === 'password' || value[0] === undefined ? '' : ` value="${escapeHtml(value[0])}"`;
  const step = type === 'number' ? ' step="any"' : '';
  return `<div class="field"><label for="${id}">${label}${mark}</label><input type="${type}" id="${id}" name="${name}"${shown}${placeholder}${step}${req}></div>`;
}

/** The form page: title, description, labelled fields with required markers, and a submit button. */
export function renderFormPage(options: FormPageOptions): string {
  const values = options.values ?? {};
  const hasFiles = options.fields.some((field) => field.fieldType === 'file');
  const errors = options.errors ?? [];
  const errorBox = `<div id="form-errors" class="errors" role="alert" tabindex="-1"${errors.length === 0 ? ' hidden' : ''}>${errors.map((value) => escapeHtml(value)).join('<br>')}</div>`;
  const body = `<h1>${escapeHtml(options.title)}</h1>`
    + (options.description ? `<p class="description">${multiline(options.description)}</p>` : '')
    + `<form method="post" enctype="${hasFiles ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}">${errorBox}`
    + options.fields.map((field, index) => renderField(field, index, values)).join('')
    + `<button type="submit">${escapeHtml(options.buttonLabel || 'Submit')}</button></form>`
    + (options.appendAttribution === false ? '' : '<footer>Form automated with Weft</footer>');
  return page(options.title || 'Form', body, { script: FORM_PAGE_SCRIPT });
}

export interface MessagePageOptions {
  appendAttribution?: boolean;
  refreshSeconds?: number;
  /** The browser tab's title when it differs from the heading. */
  pageTitle?: string;
}

/** A page with a message only: the thank-you page, or why the form cannot be used. */
export function renderMessagePage(title: string, message: string, options: MessagePageOptions = {}): string {
  const body = `<h1>${escapeHtml(title)}</h1><p class="description" role="status">${multiline(message)}</p>`
    + (options.appendAttribution === false ? '' : '<footer>Form automated with Weft</footer>');
  return page(options.pageTitle || title, body, options.refreshSeconds ? { refreshSeconds: options.refreshSeconds } : {});
}
