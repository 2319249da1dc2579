/**
 * Progressive enhancement of the enquiry forms (`form[data-enquiry]`). Without this script the
 * forms post to `/enquiry/...` and the server answers with a page. With it: every rule checked in
 * the page before anything is sent (problemsForPeople: the request schemas' rules in plain words,
 * a GSTIN whose check character does not match asked about once), each problem beside its field,
 * then the JSON API and a confirmation that repeats what was sent with the enquiry's reference.
 * The server stays the authority.
 */
import './zodWithoutEval.ts';
import { gstRequiredFor } from '../lib/schemas/enquiry.ts';
import { FORM_PAGES } from '../lib/enquiry/formResponses.ts';
import { normalizeFormInput } from '../lib/enquiry/formInput.ts';
import {
  GST_CHECK_WARNING,
  gstinToConfirm,
  problemsForPeople,
  type FieldProblem,
} from '../lib/enquiry/peopleMessages.ts';
import type { EnquiryKind } from '../lib/enquiry/validation.ts';
import { SENT_MESSAGE_LABEL, sentSummary } from '../lib/enquiry/sentSummary.ts';
import { wholeWordRuns } from '../lib/enquiry/wholeWords.ts';
import { ENQUIRY_SENT_EVENT, type EnquirySent } from './enquiryEvents.ts';
import { prefillForm } from './enquiryPrefill.ts';

function setStatus(form: HTMLFormElement, kind: 'error' | 'busy' | 'none', text = '') {
  const status = form.querySelector<HTMLElement>('[data-status]')!;
  status.dataset.kind = kind;
  status.textContent = text;
  status.setAttribute('role', kind === 'error' ? 'alert' : 'status');
}

const problemId = (input: HTMLElement) => `${input.id}-problem`;

/** Removes a field's problem: its text and the ties to it. */
function clearProblem(input: HTMLElement) {
  input.removeAttribute('aria-invalid');
  const ids = (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id && !id.endsWith('-problem'));
  if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
  else input.removeAttribute('aria-describedby');
  input.closest('.field')?.querySelector('.problem')?.remove();
}

/** Shows a field's problem in plain words right under it, tied to it for screen readers. */
function showProblem(input: HTMLElement, message: string) {
  clearProblem(input);
  const note = document.createElement('span');
  note.className = 'problem';
  note.id = problemId(input);
  note.textContent = message;
  input.insertAdjacentElement('afterend', note);
  input.setAttribute('aria-invalid', 'true');
  // The problem first: a screen reader reads it before the help.
  const ids = [note.id, ...(input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)];
  input.setAttribute('aria-describedby', ids.join(' '));
}

const fieldInput = (form: HTMLFormElement, name: string) => {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLElement && input.id ? input : undefined;
};

/** Marks every problem beside its field and brings the first into view, focused. False if there were any. */
function showProblems(form: HTMLFormElement, problems: FieldProblem[]): boolean {
  for (const note of form.querySelectorAll('.problem')) note.remove();
  for (const input of form.querySelectorAll<HTMLElement>('[aria-invalid], [aria-describedby]')) clearProblem(input);
  const shown = problems.flatMap(({ field, message }) => {
    const input = fieldInput(form, field);
    if (!input || (input instanceof HTMLInputElement && input.type === 'hidden')) return [];
    showProblem(input, message);
    return [input];
  });
  const hiddenProblems = problems.filter((p) => !shown.some((input) => input.getAttribute('name') === p.field));
  // A problem with no visible field (the catalog's name is a hidden field) is said in the status.
  setStatus(form, hiddenProblems.length ? 'error' : 'none', hiddenProblems.map((p) => p.message).join(' '));
  const first = shown[0];
  if (first) {
    first.focus({ preventScroll: true });
    first.closest('.field')?.scrollIntoView({ block: 'center', behavior: 'instant' });
  }
  return problems.length === 0;
}

/** The GST field is shown and required only for the subjects that need it; hidden, it is not sent. */
function wireGstField(form: HTMLFormElement) {
  const subject = form.elements.namedItem('subject');
  const gstRow = form.querySelector<HTMLElement>('[data-gst-row]');
  const gst = form.elements.namedItem('gst_number');
  if (!(subject instanceof HTMLSelectElement) || !gstRow || !(gst instanceof HTMLInputElement)) return;
  const update = () => {
    const needed = gstRequiredFor(subject.value);
    gstRow.hidden = subject.value !== '' && !needed;
    gst.disabled = gstRow.hidden; // a GSTIN typed before choosing "Product Enquiry" is not checked or sent
    gst.required = needed;
  };
  subject.addEventListener('change', update);
  form.addEventListener('reset', () => setTimeout(update));
  update();
}

const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));

/** A value as WholeWords.astro renders it: each model reference in a span kept on one line. */
const wholeWords = (value: string): (string | HTMLElement)[] =>
  wholeWordRuns(value).map(({ text, keepWhole }) => {
    if (!keepWhole) return text;
    const span = document.createElement('span');
    span.className = 'whole-word';
    span.textContent = text;
    return span;
  });

/** What was sent, the reference and what happens next, in place of the form. */
function showConfirmation(form: HTMLFormElement, kind: EnquiryKind, sent: Record<string, unknown>, reference: string) {
  const box = document.createElement('div');
  box.className = 'enquiry-confirmation';
  box.tabIndex = -1;
  box.setAttribute('role', 'status');
  const title = document.createElement('p');
  title.className = 'confirmation-title';
  title.textContent =
    kind === 'contact' ? 'Thank you: your enquiry was sent.' : 'Thank you: your catalog request was sent.';
  const details = document.createElement('dl');
  const row = (term: string, value: string | string[]) => {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    if (Array.isArray(value)) {
      const list = document.createElement('ul');
      for (const item of value) list.appendChild(document.createElement('li')).append(...wholeWords(item));
      dd.appendChild(list);
    } else dd.append(...wholeWords(value));
    if (term === SENT_MESSAGE_LABEL) dd.className = 'sent-message';
    details.append(dt, dd);
  };
  for (const [term, value] of sentSummary(kind, sent, reference)) row(term, value);
  const next = document.createElement('p');
  next.textContent = `${form.dataset.promise ?? ''} Quote the reference if you write to us about it.`.trim();
  const again = document.createElement('button');
  again.type = 'button';
  again.className = 'secondary';
  again.textContent = kind === 'contact' ? 'Send another enquiry' : 'Request another copy';
  again.addEventListener('click', () => {
    box.remove();
    form.hidden = false;
    form.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  });
  box.append(title, details, next, again);
  form.hidden = true;
  form.reset();
  form.insertAdjacentElement('afterend', box);
  // Its "Thank you" at the top of the screen, whatever the form's height was.
  box.scrollIntoView({ block: 'start', behavior: 'instant' });
  box.focus({ preventScroll: true });
}

async function submit(form: HTMLFormElement, kind: EnquiryKind) {
  const typed = fieldsOf(form);
  // Every rule is checked here first: a typo never spends the hourly quota.
  if (!showProblems(form, problemsForPeople(kind, typed))) return;
  // A GSTIN whose check character does not match is said once; Send again sends it as typed.
  const toConfirm = gstinToConfirm(kind, typed);
  if (toConfirm !== undefined && form.dataset.gstinConfirmed !== toConfirm) {
    form.dataset.gstinConfirmed = toConfirm;
    showProblems(form, [{ field: 'gst_number', message: GST_CHECK_WARNING }]);
    return;
  }
  const data = normalizeFormInput(kind, typed);
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
      reference?: string;
      error?: { code: string; message: string; hint?: string };
    };
    if (res.ok && body.success) {
      setStatus(form, 'none');
      showConfirmation(form, kind, data, body.reference ?? '');
      const detail: EnquirySent = { message: typeof data.message === 'string' ? data.message : undefined };
      form.dispatchEvent(new CustomEvent(ENQUIRY_SENT_EVENT, { bubbles: true, detail }));
      return;
    }
    const error = body.error;
    if (!error) throw new Error(`HTTP ${res.status}`);
    if (error.code === 'rate_limited') {
      const minutes = Math.ceil(Number(res.headers.get('Retry-After') ?? '3600') / 60);
      setStatus(
        form,
        'error',
        `You have sent several requests in a short time. Please try again in ` +
          `${minutes} minute${minutes === 1 ? '' : 's'}: what you typed stays here.`,
      );
    } else if (error.code === 'email_delivery_failed') {
      setStatus(form, 'error', `We could not send your message just now. ${error.message} ${error.hint ?? ''}`.trim());
    } else {
      // The page checks the API's rules before sending: this is a rule it does not know yet.
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
  form.noValidate = true; // the page's own checks speak in plain words; the browser's would differ
  if (kind === 'contact') prefillForm(form, location.search); // before the GST field reads the subject
  wireGstField(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(form, kind);
  });
  // A field marked wrong is checked again as it is typed in, so a fixed one stops saying so at once,
  // while its own field has the focus: never as it loses the focus, which is when a press on the button
  // below begins (the button would move under the pointer and the press miss). A choice in a list is
  // checked again when made.
  const recheck = (event: Event, fixedOnly: boolean) => {
    const input = event.target;
    if (!(input instanceof HTMLElement) || input.getAttribute('aria-invalid') !== 'true') return;
    const name = input.getAttribute('name') ?? '';
    const problem = problemsForPeople(kind, fieldsOf(form)).find((p) => p.field === name);
    if (!problem) clearProblem(input);
    else if (!fixedOnly && input.closest('.field')?.querySelector('.problem')?.textContent !== problem.message)
      showProblem(input, problem.message);
  };
  form.addEventListener('input', (event) => recheck(event, true));
  form.addEventListener('change', (event) => recheck(event, !(event.target instanceof HTMLSelectElement)));
}
