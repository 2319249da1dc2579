import { prefillValues } from '../lib/enquiry/prefill.ts';

/**
 * Fills a form's fields from the page's query string (MCP's draft_enquiry links here). Values are
 * set as `.value` only, so whatever the link carries stays text in a field; a subject the form
 * does not offer is ignored, and text is cut to the field's `maxlength`.
 */
export function prefillForm(form: HTMLFormElement, search: string): void {
  for (const [name, value] of Object.entries(prefillValues(search))) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.value === value)) field.value = value;
    } else if (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) {
      field.value = field.maxLength > 0 ? value.slice(0, field.maxLength) : value;
    }
  }
}
