/**
 * schema.org JSON-LD for the HTML pages, built from the published Product and Resource shapes.
 * Pure functions: the same input always gives the same object, nothing is read from elsewhere.
 */
import type { Product } from '../lib/schemas/product.ts';
import type { Resource } from '../lib/schemas/resource.ts';
import { ORGANIZATION_NAME } from '../lib/site.ts';

export { ORGANIZATION_NAME };

/** Any JSON-LD node: a schema.org type plus its properties. */
export interface JsonLd {
  '@context'?: 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

export interface OrganizationJsonLd extends JsonLd {
  '@type': 'Organization';
  name: string;
  url: string;
}

export interface PropertyValueJsonLd extends JsonLd {
  '@type': 'PropertyValue';
  name: string;
  value: string;
}

export interface ProductJsonLd extends JsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  description: string;
  brand: { '@type': 'Brand'; name: string };
  category: string;
  url: string;
  sku?: string;
  mpn?: string;
  image?: string[];
  additionalProperty?: PropertyValueJsonLd[];
}

export interface ArticleJsonLd extends JsonLd {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  description: string;
  datePublished: string;
  url: string;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  articleSection: string;
  inLanguage: string;
  author: OrganizationJsonLd;
  publisher: OrganizationJsonLd;
}

/** The supplier, as author and publisher of the guides. `siteUrl` is any URL of the site. */
export function organizationJsonLd(siteUrl: string): OrganizationJsonLd {
  return { '@type': 'Organization', name: ORGANIZATION_NAME, url: new URL('/', siteUrl).href };
}

/**
 * `Product`: the first keyword is the model reference, so it is also the SKU and MPN; `images` are
 * the absolute URLs of its photos (none for a product shown with its category's pictogram).
 */
export function productJsonLd(product: Product, images: readonly string[] = []): ProductJsonLd {
  const modelReference = product.keywords?.[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    url: product.url,
    ...(modelReference ? { sku: modelReference, mpn: modelReference } : {}),
    ...(images.length ? { image: [...images] } : {}),
    ...(product.compliance
      ? {
          additionalProperty: product.compliance.map((standard): PropertyValueJsonLd => ({
            '@type': 'PropertyValue',
            name: 'Certified standard',
            value: standard,
          })),
        }
      : {}),
  };
}

/** `Article` for a buying guide; the organization's address comes from the article's own `url`. */
export function articleJsonLd(resource: Resource): ArticleJsonLd {
  const organization = organizationJsonLd(resource.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: resource.title,
    description: resource.metaDescription,
    datePublished: resource.publishDate,
    url: resource.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': resource.url },
    articleSection: resource.category,
    inLanguage: 'en-IN',
    author: organization,
    publisher: organization,
  };
}

/** Home page: who publishes the site. */
export function siteOrganizationJsonLd(siteUrl: string): OrganizationJsonLd & { '@context': 'https://schema.org' } {
  return { '@context': 'https://schema.org', ...organizationJsonLd(siteUrl) };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export const jsonLdText = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c');
