/**
 * Progressive enhancement of the enquiry forms (`form[data-enquiry]`). Without this script the
 * forms post to `/enquiry/...` and the server answers with a page. With it: the same validation
 * the server runs (src/lib/enquiry/validation.ts, imported, not copied) before sending, the JSON
 * API, messages in the page driven by the error codes, and the contact form filled from its link
 * (enquiryPrefill.ts). The server stays the authority.
 */
import './zodWithoutEval.ts';
import { gstRequiredFor } from '../lib/schemas/enquiry.ts';
import { FORM_PAGES } from '../lib/enquiry/formResponses.ts';
import { normalizeFormInput } from '../lib/enquiry/formInput.ts';
import { validate, type EnquiryKind } from '../lib/enquiry/validation.ts';
import { prefillForm } from './enquiryPrefill.ts';

const MESSAGES: Record<string, string> = {
  rate_limited: 'You have sent several requests in a short time.',
  email_delivery_failed: 'We could not send your message just now.',
};

function setStatus(form: HTMLFormElement, kind: 'error' | 'success' | 'busy', text: string) {
  const status = form.querySelector<HTMLElement>('[data-status]')!;
  status.dataset.kind = kind;
  status.textContent = text;
  status.setAttribute('role', kind === 'error' ? 'alert' : 'status');
}

function markField(form: HTMLFormElement, field: string | undefined) {
  for (const el of form.querySelectorAll<HTMLElement>('[aria-invalid]')) el.removeAttribute('aria-invalid');
  const input = field ? form.elements.namedItem(field) : null;
  if (input instanceof HTMLElement) {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }
}

/** The GST field is shown and required only for the subjects that need it. */
function wireGstField(form: HTMLFormElement) {
  const subject = form.elements.namedItem('subject');
  const gstRow = form.querySelector<HTMLElement>('[data-gst-row]');
  const gst = form.elements.namedItem('gst_number');
  if (!(subject instanceof HTMLSelectElement) || !gstRow || !(gst instanceof HTMLInputElement)) return;
  const update = () => {
    const needed = gstRequiredFor(subject.value);
    gstRow.hidden = subject.value !== '' && !needed;
    gst.required = needed;
  };
  subject.addEventListener('change', update);
  update();
}

async function submit(form: HTMLFormElement, kind: EnquiryKind) {
  const data = normalizeFormInput(kind, Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])));
  const checked = validate(kind, data);
  if (!checked.ok) {
    markField(form, checked.field);
    setStatus(form, 'error', `${checked.error.message} ${checked.error.hint}`);
    return;
  }
  markField(form, undefined);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  setStatus(form, 'busy', 'Sending…');
  try {
    const res = await fetch(FORM_PAGES[kind].api, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    });
    const body = (await res.json().catch(() => ({}))) as {
      success?: boolean;
      error?: { code: string; message: string; hint?: string };
    };
    if (res.ok && body.success) {
      form.reset();
      form.dispatchEvent(new Event('change'));
      setStatus(form, 'success', form.dataset.success ?? 'Thank you: your request was sent.');
      return;
    }
    const error = body.error;
    if (!error) throw new Error(`HTTP ${res.status}`);
    if (error.code === 'rate_limited') {
      const minutes = Math.ceil(Number(res.headers.get('Retry-After') ?? '3600') / 60);
      setStatus(
        form,
        'error',
        `${MESSAGES.rate_limited} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    } else if (error.code === 'email_delivery_failed') {
      setStatus(form, 'error', `${MESSAGES.email_delivery_failed} ${error.message} ${error.hint ?? ''}`.trim());
    } else {
      const field = /^(?:Missing required fields?: |These fields must [^:]*: )?([a-z_]+)/.exec(error.message)?.[1];
      markField(form, field);
      setStatus(form, 'error', `${error.message} ${error.hint ?? ''}`.trim());
    }
  } catch {
    setStatus(form, 'error', 'The request could not be sent: check your connection and try again.');
  } finally {
    if (button) button.disabled = false;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-enquiry]')) {
  const kind = form.dataset.enquiry as EnquiryKind;
  form.noValidate = true; // the shared validation speaks for the server; the browser's own would differ
  if (kind === 'contact') prefillForm(form, location.search); // before the GST field reads the subject
  wireGstField(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(form, kind);
  });
}
