import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * ASVS 5.0 level 2 (V6.2) as the project reads it: at least 12 characters, no composition rules, and not one of the
 * passwords attackers try first. The list is zxcvbn-ts's common-password dictionary
 * (about 49,000 entries drawn from leaked-password corpora), shipped with the package.
 */
export const PASSWORD_MIN_LENGTH = 12;

export const PASSWORD_MESSAGES = {
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  common: "Essa senha está entre as mais usadas e fáceis de adivinhar. Escolha outra.",
} as const;

let commonPasswords: Set<string> | undefined;

/** Case and surrounding spaces do not make a listed password any harder to guess. */
function commonForm(password: string): string {
  return password.normalize("NFKC").trim().toLowerCase();
}

/** Whether the password is on the bundled list of common passwords. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].map(commonForm));
  const candidate = commonForm(password);
  return commonPasswords.has(candidate) || commonPasswords.has(candidate.replace(/\s+/g, ""));
}

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordPolicyProblem(password: string): string | undefined {
  if ([...password.normalize("NFKC")].length < PASSWORD_MIN_LENGTH)
    return PASSWORD_MESSAGES.tooShort;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return undefined;
}
