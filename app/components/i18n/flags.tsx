import type { Language } from "../../i18n/languages.ts";

/** Three vertical bands, left to right. */
function verticalBands(left: string, middle: string, right: string) {
  return (
    <>
      <rect width="30" height="20" fill={middle} />
      <rect width="10" height="20" fill={left} />
      <rect x="20" width="10" height="20" fill={right} />
    </>
  );
}

/** Three horizontal bands, top to bottom, and what is drawn over them (a hoist band). */
function horizontalBands(top: string, middle: string, bottom: string, over?: React.ReactNode) {
  return (
    <>
      <rect width="30" height="20" fill={bottom} />
      <rect width="30" height="13.34" fill={middle} />
      <rect width="30" height="6.67" fill={top} />
      {over}
    </>
  );
}

// Simplified flags drawn on one 3:2 canvas so that they line up in lists. Portuguese is
// shown with Brazil's flag and English with the United Kingdom's; Arabic, spoken in many
// countries, with the flag of the United Arab Emirates.
const FLAGS: Record<Language, React.ReactNode> = {
  pt: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.2 27.6 10 15 17.8 2.4 10Z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.5 9.1c3-.8 6.3-.4 9 1.3" fill="none" stroke="#fff" strokeWidth="0.9" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.4" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  fr: verticalBands("#002654", "#fff", "#ce1126"),
  de: horizontalBands("#000", "#dd0000", "#ffce00"),
  it: verticalBands("#009246", "#fff", "#ce2b37"),
  ru: horizontalBands("#fff", "#0039a6", "#d52b1e"),
  ar: horizontalBands("#00732f", "#fff", "#000", <rect width="8" height="20" fill="#ef3340" />),
};

/** A language's flag; decorative, since the language's name always sits beside it. */
export function Flag({ language, className }: { language: Language; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 30 20"
      width="30"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {FLAGS[language]}
    </svg>
  );
}
