/** How long a toast stays on screen, as the specification has it (team and contact pages). */
export const TOAST_DURATION_MS = 2500;
