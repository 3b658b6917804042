import { codedMessageOf, MSG, parseDecimal, renderMessage, Typology, UpdateShopBody } from '@cuvee/contracts';
import { slugify } from '@cuvee/domain';
import { type FieldIssue, issueAt } from './messages.ts';

// The shop's client typologies as an editable list: the key of an existing typology never
// changes (clients and prices point at it); a new one gets a key from its name.

export type TypologyRow = {
  key: string;
  /** False for a typology added in this form, not saved yet. */
  saved: boolean;
  name: string;
  public: boolean;
  ttc: boolean;
  globalDiscount: string;
  allRulesInEq75: boolean;
};

export const AT_LEAST_ONE_PUBLIC = MSG.typologyPublic;

export function typologiesToRows(typologies: Record<string, Typology>): TypologyRow[] {
  return Object.entries(typologies).map(([key, t]) => ({
    key,
    saved: true,
    name: t.name,
    public: t.public,
    ttc: t.ttc,
    globalDiscount: t.globalDiscount ? String(t.globalDiscount).replace('.', ',') : '',
    allRulesInEq75: t.allRulesInEq75 === true,
  }));
}

/** A key for a new typology: its name as a slug, made unique ('caviste-2'), within 40 characters. */
export function newTypologyKey(name: string, taken: readonly string[], preferred?: string): string {
  const stem = (preferred ?? slugify(name)).slice(0, 36) || 'typologie';
  if (!taken.includes(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.includes(`${stem}-${i}`)) return `${stem}-${i}`;
}

/** Rows → the `typologies` of PUT /v1/shops/me, or the fields to correct. */
export function rowsToTypologies(
  rows: readonly TypologyRow[],
): { ok: true; typologies: Record<string, Typology> } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const typologies: Record<string, Typology> = {};
  const names = new Set<string>();
  rows.forEach((row, i) => {
    const name = row.name.trim();
    if (!name) issues.push(issueAt(`rows.${i}.name`, 'required'));
    else if (names.has(name.toLowerCase())) issues.push(issueAt(`rows.${i}.name`, 'nameTaken'));
    names.add(name.toLowerCase());
    let discount = 0;
    if (row.globalDiscount.trim() !== '') {
      const value = parseDecimal(row.globalDiscount);
      const parsed = Typology.shape.globalDiscount.safeParse(value);
      if (value === undefined) issues.push(issueAt(`rows.${i}.globalDiscount`, 'number'));
      else if (!parsed.success) issues.push(issueAt(`rows.${i}.globalDiscount`, 'discountRange'));
      else discount = value;
    }
    typologies[row.key] = {
      name,
      public: row.public,
      ttc: row.ttc,
      globalDiscount: discount,
      allRulesInEq75: row.allRulesInEq75,
    };
  });
  if (rows.length && !rows.some((r) => r.public)) issues.push(issueAt('rows', 'typologyPublic'));
  if (issues.length) return { ok: false, issues };
  // The contracts' own check of keys and fields, before the server's.
  const parsed = UpdateShopBody.shape.typologies.safeParse(typologies);
  const first = parsed.error?.issues[0];
  if (first) {
    const coded = codedMessageOf(first);
    return { ok: false, issues: [{ path: 'rows', message: renderMessage(coded, 'fr'), coded }] };
  }
  return { ok: true, typologies };
}
