/**
 * The browser's own confirmation and prompt dialogs, behind one seam: they are accessible
 * everywhere, need no markup, and tests drive them (Playwright with page.on("dialog"),
 * unit tests by replacing window.confirm and window.prompt).
 */

export const CONFIRM_MESSAGES = {
  discardChanges: "Descartar o que você digitou e ainda não foi salvo?",
} as const;

/** Asks a yes/no question, e.g. "Tem certeza que deseja excluir este subprojeto?". */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}

/** Asks for a line of text; undefined when the editor cancels. */
export function promptText(message: string, initial = ""): string | undefined {
  return window.prompt(message, initial) ?? undefined;
}
