import { useNonce } from "../nonce.tsx";

/**
 * Structured data for search engines, serialised by the loader with serializeJsonLd ("<"
 * escaped, so the text cannot end the element); the CSP lets only scripts with the nonce
 * through.
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  );
}
