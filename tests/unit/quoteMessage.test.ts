import { describe, expect, it } from 'vitest';
import { draftEnquiry } from '../../src/lib/mcp/draftEnquiry.ts';
import { QUANTITY_BLANK, quoteMessage, quotedProducts } from '../../src/lib/enquiry/quoteMessage.ts';
import type { Product } from '../../src/lib/schemas/product.ts';

const shoe: Product = {
  slug: 'kavach-ss-204-steel-toe-safety-shoe',
  name: 'Kavach ArmourStep SS-204 Steel Toe Safety Shoe',
  brand: 'Kavach',
  category: 'Safety Footwear',
  description: 'A shoe.',
  keywords: ['SS-204', 'steel toe cap'],
  url: 'https://example.in/products/kavach-ss-204-steel-toe-safety-shoe/',
};

describe('a quote names each product by name and model reference, with a place for its quantity', () => {
  it("the product page's quote form opens with the product and a blank for the quantity", () => {
    expect(quoteMessage([{ name: shoe.name, modelReference: 'SS-204' }])).toBe(
      'Please send a quote for:\n- Kavach ArmourStep SS-204 Steel Toe Safety Shoe (model SS-204): quantity ___',
    );
    expect(QUANTITY_BLANK).toBe('___');
  });

  it("MCP draft_enquiry lists products the same way (a quantity when given, 'to be confirmed' when not)", () => {
    const draft = draftEnquiry(
      { subject: 'Request a Quote', products: [{ slug: shoe.slug, quantity: 120 }, { slug: shoe.slug }] },
      (slug) => (slug === shoe.slug ? shoe : undefined),
      'https://example.in',
    );
    expect(draft.ok && draft.value.message).toBe(
      'Please send a quote for:\n' +
        '- Kavach ArmourStep SS-204 Steel Toe Safety Shoe (model SS-204): quantity 120\n' +
        '- Kavach ArmourStep SS-204 Steel Toe Safety Shoe (model SS-204): quantity to be confirmed',
    );
  });
});

describe('the products a sent message asks a quote for, as the confirmations restate them', () => {
  it('are its quote lines as they were sent: name, model and the quantity written in', () => {
    const message =
      'Please send a quote for:\n' +
      '- Kavach ArmourStep SS-204 Steel Toe Safety Shoe (model SS-204): quantity 40 pairs\r\n' +
      '- Ear Muff: quantity ___\nDelivery to Pune, please.\n- not a quote line';
    expect(quotedProducts(message)).toEqual([
      'Kavach ArmourStep SS-204 Steel Toe Safety Shoe (model SS-204): quantity 40 pairs',
      'Ear Muff: quantity ___',
    ]);
  });
  it('a message without quote lines, or none at all, asks for no product', () => {
    expect(quotedProducts('Is the KV-200 in stock?')).toEqual([]);
    expect(quotedProducts(undefined)).toEqual([]);
  });
});
