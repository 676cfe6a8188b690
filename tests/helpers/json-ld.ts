/*
 * What the structured-data (JSON-LD) tests of the article pages expect in common.
 */

/** The origin the structured-data tests give the builders. */
export const JSON_LD_ORIGIN = "https://observatorio.example";

/** The observatory as every document names its publisher, on `JSON_LD_ORIGIN`. */
export const OBSERVATORY_PUBLISHER = {
  "@type": "Organization",
  name: "Observatório de Desinformação e Fake News da Amazônia",
  url: `${JSON_LD_ORIGIN}/`,
};
