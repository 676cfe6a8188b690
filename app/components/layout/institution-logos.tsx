// Simple marks drawn for this site; they stand in for the institutions' official logos,
// which are not redistributed here.

import type { ReactNode } from "react";
import type { RodapeChave } from "#server/api/rodape/schema.ts";

const svgProps = {
  viewBox: "0 0 48 48",
  width: 48,
  height: 48,
  "aria-hidden": true,
  focusable: false,
} as const;

const DRAWINGS: Record<RodapeChave, ReactNode> = {
  universidade: (
    <>
      <path d="M24 5 5 15v3h38v-3L24 5Z" fill="#1f3b73" />
      <path
        d="M9 21h4v15H9zm8.7 0h4v15h-4zm8.6 0h4v15h-4zM35 21h4v15h-4zM6 38h36v5H6z"
        fill="#1f3b73"
      />
    </>
  ),
  cnpq: (
    <>
      <rect x="2" y="8" width="44" height="32" rx="6" fill="#005ea8" />
      <text
        x="24"
        y="29.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="#fff"
      >
        CNPq
      </text>
    </>
  ),
  "ministerio-da-saude": (
    <>
      <circle cx="24" cy="24" r="20" fill="#0b7a53" />
      <path d="M20 12h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#fff" />
    </>
  ),
  "governo-federal": (
    <>
      <path d="M24 4 7 10v13c0 10 7.2 17.6 17 21 9.8-3.4 17-11 17-21V10L24 4Z" fill="#1351b4" />
      <path d="M24 9 11 13.5v4.5h26v-4.5L24 9Z" fill="#168821" />
      <path d="M11 21h26v5H11z" fill="#ffcd07" />
      <circle cx="24" cy="33" r="4" fill="#fff" />
    </>
  ),
  observatorio: (
    <>
      <circle cx="24" cy="24" r="21" fill="#0b5d3b" />
      <path d="M9 24c4-6.7 9-10 15-10s11 3.3 15 10c-4 6.7-9 10-15 10S13 30.7 9 24Z" fill="#fff" />
      <circle cx="24" cy="24" r="6" fill="#0b5d3b" />
    </>
  ),
};

/** The drawn logo of a built-in institution, by the key the footer's data names it with. */
export function DrawnLogo({ chave, className }: { chave: RodapeChave; className?: string }) {
  return (
    <svg {...svgProps} className={className}>
      {DRAWINGS[chave]}
    </svg>
  );
}
