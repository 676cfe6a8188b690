/**
 * Structured data for search engines, serialised by the loader with serializeJsonLd ("<"
 * escaped, so the text cannot end the element). A data block runs nothing, so the CSP
 * needs no nonce for it.
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
