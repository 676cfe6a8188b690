/** The observatory's name, as the banner and titles show it. */
export const SITE_NAME = "Observatório de Desinformação e Fake News da Amazônia";
