/** schema.org JSON-LD for product and article pages, built from the published shapes. */
import type { Product } from '../lib/schemas/product.ts';
import type { Resource } from '../lib/schemas/resource.ts';

export const ORGANIZATION_NAME = 'Kavach Safety Supply';

export function productJsonLd(product: Product) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    url: product.url,
    ...(product.keywords ? { mpn: product.keywords[0], sku: product.keywords[0] } : {}),
    ...(product.compliance
      ? {
          additionalProperty: product.compliance.map((standard) => ({
            '@type': 'PropertyValue',
            name: 'Certified standard',
            value: standard,
          })),
        }
      : {}),
  };
}

export function articleJsonLd(resource: Resource, siteUrl: string) {
  const organization = { '@type': 'Organization', name: ORGANIZATION_NAME, url: siteUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: resource.title,
    description: resource.metaDescription,
    datePublished: resource.publishDate,
    url: resource.url,
    mainEntityOfPage: resource.url,
    articleSection: resource.category,
    author: organization,
    publisher: organization,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
