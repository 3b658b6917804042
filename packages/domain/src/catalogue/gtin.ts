/** GS1 check digit (mod 10, weights 3 and 1 from the right) over the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12 (UPC), -13 (EAN) or -14 with a correct check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** GS1 Digital Link keys carry a GTIN-14: pad shorter GTINs with leading zeros. */
export function toGtin14(code: string): string {
  return code.padStart(14, '0');
}

/** The GS1 Digital Link path of a product: /01/{GTIN-14}[/22/{vintage}][/10/{lot}]. */
export function gs1Path(gtin: string, vintage?: string | null, lot?: string | null): string {
  let path = `/gs1/01/${toGtin14(gtin)}`;
  if (vintage) path += `/22/${encodeURIComponent(vintage)}`;
  if (lot) path += `/10/${encodeURIComponent(lot)}`;
  return path;
}
