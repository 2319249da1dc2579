/**
 * The quote list: products a buyer collects across pages to ask for one quote for all, kept in
 * this browser's localStorage (no account, kept on reload). Progressive enhancement only: without
 * JavaScript the "Add to quote list" buttons and the list stay hidden, and every product still has
 * its own quote form (docs/enquiries.md, "The quote list").
 */
import { quoteItemName, quoteMessage, quotedProducts, type QuoteItem } from '../lib/enquiry/quoteMessage.ts';
import { ENQUIRY_SENT_EVENT, type EnquirySent } from './enquiryEvents.ts';

const STORAGE_KEY = 'quote-list';
/** Products in one list: their lines stay well inside the message's 4,000 characters. */
const MAX_ITEMS = 30;

interface ListedProduct extends QuoteItem {
  slug: string;
}

const isListed = (value: unknown): value is ListedProduct =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ListedProduct).slug === 'string' &&
  typeof (value as ListedProduct).name === 'string' &&
  ['string', 'undefined'].includes(typeof (value as ListedProduct).modelReference);

function read(): ListedProduct[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isListed).slice(0, MAX_ITEMS) : [];
  } catch {
    return []; // storage blocked or a damaged entry: an empty list
  }
}

function write(list: ListedProduct[]) {
  try {
    if (list.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the list lives until the page is left.
  }
  render(list);
}

let announcer: HTMLElement | undefined;
function announce(text: string) {
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.className = 'visually-hidden';
    announcer.setAttribute('aria-live', 'polite');
    document.body.append(announcer);
  }
  announcer.textContent = text;
}

const count = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

function render(list = read()) {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-quote-add]')) {
    const inList = list.some((p) => p.slug === button.dataset.quoteAdd);
    button.hidden = false;
    button.querySelector('[data-label]')!.textContent = inList ? 'Remove from quote list' : 'Add to quote list';
    const link = button.parentElement?.querySelector<HTMLAnchorElement>('[data-quote-list-link]');
    if (link) {
      link.hidden = !inList;
      link.textContent = `Send your quote list (${count(list.length)})`;
    }
  }
  for (const panel of document.querySelectorAll<HTMLElement>('section[data-quote-list]')) {
    panel.hidden = list.length === 0;
    const items = panel.querySelector('[data-quote-items]')!;
    items.replaceChildren(
      ...list.map((product) => {
        const li = document.createElement('li');
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'secondary';
        remove.dataset.quoteRemove = product.slug;
        remove.textContent = 'Remove';
        const who = document.createElement('span');
        who.className = 'visually-hidden';
        who.textContent = ` ${product.name}`;
        remove.append(who);
        li.append(`${quoteItemName(product)} `, remove);
        return li;
      }),
    );
    panel.querySelector('[data-quote-count]')!.textContent = count(list.length);
  }
}

function toggle(button: HTMLButtonElement) {
  const list = read();
  const slug = button.dataset.quoteAdd!;
  const name = button.dataset.name ?? slug;
  if (list.some((p) => p.slug === slug)) {
    write(list.filter((p) => p.slug !== slug));
    announce(`${name} removed from your quote list (${count(list.length - 1)}).`);
  } else if (list.length >= MAX_ITEMS) {
    announce(`Your quote list is full (${MAX_ITEMS} products): send it, or remove a product first.`);
  } else {
    const modelReference = button.dataset.model || undefined;
    write([...list, { slug, name, ...(modelReference ? { modelReference } : {}) }]);
    announce(`${name} added to your quote list (${count(list.length + 1)}).`);
  }
}

/**
 * Puts the whole list in the page's contact form, as one quote request: the subject and the message.
 * The form keeps nothing else of the list; what it sends is what its fields say.
 */
function fillForm({ focus = true } = {}) {
  const form = document.querySelector<HTMLFormElement>('form[data-enquiry="contact"]');
  const list = read();
  if (!form || list.length === 0) return;
  const subject = form.elements.namedItem('subject');
  const message = form.elements.namedItem('message');
  if (subject instanceof HTMLSelectElement) {
    subject.value = 'Request a Quote';
    subject.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (message instanceof HTMLTextAreaElement) {
    message.value = quoteMessage(list);
    message.dispatchEvent(new Event('input', { bubbles: true }));
    if (focus) message.focus();
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const add = target?.closest<HTMLButtonElement>('[data-quote-add]');
  if (add) return toggle(add);
  const remove = target?.closest<HTMLButtonElement>('[data-quote-remove]');
  if (remove) {
    const list = read();
    write(list.filter((p) => p.slug !== remove.dataset.quoteRemove));
    announce(`Removed from your quote list (${count(list.length - 1)}).`);
    return;
  }
  if (target?.closest('[data-quote-fill]')) fillForm();
});
// A quote sent: the products it asked for have done their job in the list.
document.addEventListener(ENQUIRY_SENT_EVENT, (event) => {
  const sent = quotedProducts((event as CustomEvent<EnquirySent>).detail.message);
  if (sent.length === 0) return;
  const list = read();
  const left = list.filter((p) => !sent.some((line) => line.startsWith(`${quoteItemName(p)}: `)));
  if (left.length !== list.length) write(left);
});
// Another tab changed the list; or this page came back from the browser's back-forward cache, and
// the list may have changed on the pages seen since.
window.addEventListener('storage', (event) => event.key === STORAGE_KEY && render());
window.addEventListener('pageshow', (event) => event.persisted && render());

render();
// "Send your quote list" leads here: the list goes in the form at once, unless the form already holds
// what the person wrote (a reload, or back to this page, keeps their words).
if (location.hash === '#quote-list') {
  const message = document.querySelector<HTMLTextAreaElement>('form[data-enquiry="contact"] textarea[name="message"]');
  if (message && message.value === message.defaultValue) fillForm({ focus: false });
  document.getElementById('quote-list')?.scrollIntoView();
}
