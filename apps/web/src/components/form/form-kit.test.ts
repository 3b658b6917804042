import { centsSchema, MSG, msg, requiredString } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { centsFromText, centsToText, parseEuros, positiveCents } from './euros.logic.ts';
import { type CodedFieldError, errorText } from './form.messages.ts';
import { formResolver } from './form.resolver.ts';

const options = { fields: {}, names: [], shouldUseNativeValidation: false } as never;

describe('form kit resolver', () => {
  it('puts each field’s coded message on its error, nested by path, first issue first', async () => {
    const schema = z.object({
      name: requiredString,
      address: z.object({ city: z.string().max(3, msg('tooLong', { max: 3 })) }),
    });
    const result = await formResolver(schema)({ name: ' ', address: { city: 'Nîmes' } }, undefined, options);
    const errors = result.errors as { name: CodedFieldError; address: { city: CodedFieldError } };
    expect(errors.name).toMatchObject({ message: MSG.required, coded: { code: 'required' } });
    expect(errors.address.city.coded).toEqual({ code: 'tooLong', params: { max: 3 } });
    expect(errorText(errors.address.city, 'en')).toBe('At most 3 characters');
    expect(errorText(errors.address.city, 'fr')).toBe('Pas plus de 3 caractères');
  });

  it('gives the parsed values when the schema accepts them', async () => {
    const result = await formResolver(z.object({ n: z.string().trim() }))({ n: ' a ' }, undefined, options);
    expect(result).toEqual({ values: { n: 'a' }, errors: {} });
  });

  it('shows a French text put on a field by hand (an API answer) in the UI language', () => {
    expect(errorText({ message: MSG.email }, 'en')).toBe('The email address is incorrect');
    expect(errorText({ message: 'Texte du serveur' }, 'en')).toBe('Texte du serveur');
    expect(errorText(undefined, 'fr')).toBeUndefined();
  });
});

describe('euros field', () => {
  it('holds cents for what is shown in euros with a comma', () => {
    expect(centsFromText('12,90')).toBe(1290);
    expect(centsFromText('12.5 €')).toBe(1250);
    expect(centsFromText('')).toBeNull();
    expect(centsFromText('douze')).toBeNaN();
    expect(centsToText(1290)).toBe('12,90');
    expect(centsToText(1200)).toBe('12,00');
    expect(centsToText(null)).toBe('');
    expect(centsToText(Number.NaN)).toBe('');
    expect(parseEuros('0,105')).toBeUndefined();
  });

  it('is the one reading of euros typed by a person: thousands spaces of every kind', () => {
    expect(parseEuros('1 200')).toBe(120000);
    expect(parseEuros('1 200,50')).toBe(120050);
    expect(parseEuros('1\u00a0200,50')).toBe(120050);
    expect(parseEuros('1\u202f200,50 €')).toBe(120050);
    expect(parseEuros('1200.5')).toBe(120050);
    for (const garbage of ['douze', '12,3,4', '1.200,50', '-5', '12 €€', '1e3', '', ' '])
      expect(parseEuros(garbage)).toBeUndefined();
  });

  it('tells an amount above 0 from an empty, unreadable or zero field', () => {
    expect(positiveCents(centsFromText('1 200'))).toBe(120000);
    expect(positiveCents(centsFromText('0'))).toBeNull();
    expect(positiveCents(centsFromText('douze'))).toBeNull();
    expect(positiveCents(centsFromText(''))).toBeNull();
  });

  it('is checked by centsSchema with the §5 messages by code', () => {
    expect(centsSchema.parse(1290)).toBe(1290);
    const empty = centsSchema.safeParse(null).error?.issues[0];
    expect(empty?.message).toBe(MSG.required);
    const unreadable = centsSchema.safeParse(Number.NaN).error?.issues[0];
    expect(unreadable?.message).toBe(MSG.euros);
    expect(MSG.euros).toBe('Montant en euros attendu, par exemple 1 200,50');
  });
});
