/*
 * Phone numbers as the institutional contact stores them: in international form
 * (`+5593999991234`), so that the tel: and wa.me links never depend on how a number was
 * typed. A number typed without a country code is Brazilian. Isomorphic: the admin form
 * validates with it and the public pages print with it.
 */

/** Brazil's country calling code. */
const BRAZIL = "55";

/** E.164 allows at most 15 digits, country code included; shorter than 8 is no number. */
const INTERNATIONAL_DIGITS = { min: 8, max: 15 };

/** Non-geographic services (0800, 0300, 0500, 0900), dialled with the trunk 0 at home. */
const SERVICE_NUMBER = /^[3589]00\d{7}$/;

/**
 * A Brazilian number without country code or trunk 0: two-digit area code (DDD, digits
 * 1–9) and eight digits, or nine for a mobile (which begins with 9); or a service number.
 */
function isBrazilianNational(digits: string): boolean {
  if (SERVICE_NUMBER.test(digits)) return true;
  return /^[1-9]{2}\d{8}$/.test(digits) || /^[1-9]{2}9\d{8}$/.test(digits);
}

/**
 * `value` in international form: `(93) 99999-1234` → `+5593999991234`,
 * `+351 912 345 678` → `+351912345678`; undefined when it is not a phone number.
 */
export function toInternationalPhone(value: string): string | undefined {
  const typed = value.trim();
  // CASE: only digits and the usual separators, with an optional leading +.
  if (!/^\+?[0-9 ().-]+$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, "");
  if (typed.startsWith("+")) {
    // CASE: country codes never begin with 0.
    if (digits.startsWith("0")) return undefined;
    if (digits.length < INTERNATIONAL_DIGITS.min || digits.length > INTERNATIONAL_DIGITS.max) {
      return undefined;
    }
    // CASE: a Brazilian number must still have its area code and all its digits.
    if (digits.startsWith(BRAZIL) && !isBrazilianNational(digits.slice(BRAZIL.length))) {
      return undefined;
    }
    return `+${digits}`;
  }
  // CASE: a Brazilian number, with or without the trunk 0 (`069 …`, `0800 …`).
  const national = digits.startsWith("0") ? digits.slice(1) : digits;
  if (isBrazilianNational(national)) return `+${BRAZIL}${national}`;
  // CASE: Brazil's country code typed without its +.
  if (digits.startsWith(BRAZIL) && isBrazilianNational(digits.slice(BRAZIL.length))) {
    return `+${digits}`;
  }
  return undefined;
}

/**
 * A number as people in Brazil write it: `+5593999991234` → `(93) 99999-1234`,
 * `+558000000000` → `0800 000 0000`; a foreign number in its international form, and
 * anything that is not a number as given.
 */
export function displayPhone(value: string): string {
  const international = toInternationalPhone(value);
  if (!international) return value.trim();
  if (!international.startsWith(`+${BRAZIL}`)) return international;
  const national = international.slice(1 + BRAZIL.length);
  if (SERVICE_NUMBER.test(national)) {
    return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  }
  const subscriber = national.slice(2);
  return `(${national.slice(0, 2)}) ${subscriber.slice(0, -4)}-${subscriber.slice(-4)}`;
}
