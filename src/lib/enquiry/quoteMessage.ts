/**
 * The message of a quote request, once: the product page's quote form, the quote list and MCP's
 * draft_enquiry all list products the same way, one line each with its model reference and a
 * place for the quantity (docs/enquiries.md, "A quote from any product").
 */
export interface QuoteItem {
  name: string;
  /** The product's model reference: its first keyword today. */
  modelReference?: string;
  quantity?: number;
}

/** Where a person writes the quantity in a quote form's message. */
export const QUANTITY_BLANK = '___';

export const QUOTE_INTRO = 'Please send a quote for:';

/** "Name (model X)": how a product is named in a quote and in its confirmation. */
export const quoteItemName = ({ name, modelReference }: QuoteItem): string =>
  `${name}${modelReference ? ` (model ${modelReference})` : ''}`;

/** One line per product; `blank` stands where no quantity is given yet. */
export function quoteLines(items: readonly QuoteItem[], blank = `quantity ${QUANTITY_BLANK}`): string[] {
  return items.map((item) => `- ${quoteItemName(item)}: ${item.quantity ? `quantity ${item.quantity}` : blank}`);
}

/** The message a quote form opens with: the products, each with a blank for its quantity. */
export function quoteMessage(items: readonly QuoteItem[]): string {
  return [QUOTE_INTRO, ...quoteLines(items)].join('\n');
}

/**
 * The products a message asks a quote for, as its quote lines name them ("Name (model X): quantity 40"):
 * what the confirmations and the acknowledgment restate, read from the message that was sent, so they
 * list exactly what was asked whatever the person edited.
 */
export function quotedProducts(message: string | undefined): string[] {
  return (message ?? '')
    .split('\n')
    .map((line) => /^- (.+?: quantity .*)$/.exec(line.trim())?.[1]?.trim())
    .filter((line): line is string => line !== undefined);
}
