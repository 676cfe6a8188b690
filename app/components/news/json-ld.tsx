import { useNonce } from "../nonce.tsx";
import { serializeJsonLd } from "./structured-data.ts";

/** Structured data for search engines; the CSP lets only scripts with the nonce through. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Serialised with "<" escaped, so the text cannot end the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
