import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from './messages.ts';
import { optional } from './optional.ts';
import {
  counterSchema,
  descriptionSchema,
  emailSchema,
  linkSchema,
  passwordSchema,
  personNameSchema,
  promoCodeSchema,
  requiredString,
  stringSchema,
  urlSchema,
  usernameSchema,
  vatNumberSchema,
} from './text.fields.ts';
import { messageOf, parsedValue } from './validation.testing.ts';

describe('requiredString', () => {
  it('trims and refuses missing or blank values with the required message', () => {
    expect(parsedValue(requiredString, '  Château  ')).toBe('Château');
    for (const bad of ['', '   ', undefined, null]) expect(messageOf(requiredString, bad)).toBe(MSG.required);
  });

  it('names the expected type for a value of another type', () => {
    expect(messageOf(requiredString, 12)).not.toBe(MSG.required);
  });
});

describe('emailSchema', () => {
  it('accepts valid addresses, trimmed and lower-cased', () => {
    expect(parsedValue(emailSchema, '  Jean.Dupont@Domaine-Vin.FR ')).toBe('jean.dupont@domaine-vin.fr');
    expect(parsedValue(emailSchema, 'a.b+cuvee@x.co.uk')).toBe('a.b+cuvee@x.co.uk');
  });
  it('refuses malformed addresses with the §5 message, blanks with the required one', () => {
    for (const bad of ['jean', 'jean@', 'jean@domaine', '@domaine.fr', 'jean dupont@x.fr', 'a@@b.fr']) {
      expect(messageOf(emailSchema, bad)).toBe(MSG.email);
    }
    expect(messageOf(emailSchema, ' ')).toBe(MSG.required);
  });
});

describe('counterSchema', () => {
  it('accepts up to 50 characters and refuses 51', () => {
    expect(parsedValue(counterSchema, 'a'.repeat(50))).toHaveLength(50);
    expect(messageOf(counterSchema, 'a'.repeat(51))).toBe(MSG.counter);
  });
});

describe('urlSchema', () => {
  it('accepts http and https URLs', () => {
    expect(parsedValue(urlSchema, 'https://domaine-dupont.fr/vins?millesime=2020')).toBe(
      'https://domaine-dupont.fr/vins?millesime=2020',
    );
    expect(parsedValue(urlSchema, ' http://www.exemple.com ')).toBe('http://www.exemple.com');
  });
  it('refuses URLs without protocol or with another one', () => {
    for (const bad of [
      'www.exemple.com',
      'exemple.com',
      'ftp://exemple.com',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(messageOf(urlSchema, bad)).toBe(MSG.url);
    }
  });
});

describe('linkSchema', () => {
  it('accepts letters, digits, _ % -', () => {
    expect(parsedValue(linkSchema, 'domaine_dupont-2024%20')).toBe('domaine_dupont-2024%20');
  });
  it('refuses other characters', () => {
    for (const bad of ['domaine dupont', 'château', 'a/b', 'a.b', 'a?b'])
      expect(messageOf(linkSchema, bad)).toBe(MSG.link);
  });
});

describe('stringSchema', () => {
  it('needs at least 2 characters including a letter', () => {
    expect(parsedValue(stringSchema, 'Ô2')).toBe('Ô2');
    expect(parsedValue(stringSchema, '75 cl')).toBe('75 cl');
    for (const bad of ['a', '12', '--', ' x ']) expect(messageOf(stringSchema, bad)).toBe(MSG.string);
  });
});

describe('usernameSchema', () => {
  it('accepts letters with accents and spaces, under 50 characters', () => {
    expect(parsedValue(usernameSchema, ' Hélène Lefèvre ')).toBe('Hélène Lefèvre');
    expect(parsedValue(usernameSchema, 'É'.repeat(49))).toHaveLength(49);
    // Decomposed accents (e + combining acute) are composed.
    expect(parsedValue(usernameSchema, 'Ame\u0301lie')).toBe('Amélie');
  });
  it('refuses digits, punctuation and 50 characters or more', () => {
    for (const bad of ['Jean2', 'jean_dupont', 'Jean-Pierre', 'a'.repeat(50)]) {
      expect(messageOf(usernameSchema, bad)).toBe(MSG.username);
    }
  });
});

describe('passwordSchema', () => {
  it('accepts 5 characters or more with an uppercase and a lowercase letter, untrimmed', () => {
    expect(parsedValue(passwordSchema, 'Abcde')).toBe('Abcde');
    expect(parsedValue(passwordSchema, ' Élan ')).toBe(' Élan ');
  });
  it('refuses short passwords and passwords missing a case', () => {
    for (const bad of ['Abcd', 'abcdef', 'ABCDEF', '123456'])
      expect(messageOf(passwordSchema, bad)).toBe(MSG.password);
    expect(messageOf(passwordSchema, '')).toBe(MSG.required);
  });
});

describe('descriptionSchema', () => {
  it('needs more than 10 and at most 5000 characters', () => {
    expect(parsedValue(descriptionSchema, 'a'.repeat(11))).toHaveLength(11);
    expect(parsedValue(descriptionSchema, 'a'.repeat(5000))).toHaveLength(5000);
    expect(messageOf(descriptionSchema, 'a'.repeat(10))).toBe(MSG.description);
    expect(messageOf(descriptionSchema, 'a'.repeat(5001))).toBe(MSG.description);
  });
});

describe('promoCodeSchema', () => {
  it('accepts up to 15 characters', () => {
    expect(parsedValue(promoCodeSchema, ' NOEL2025 ')).toBe('NOEL2025');
    expect(messageOf(promoCodeSchema, 'A'.repeat(16))).toBe(MSG.promoCode);
  });
});

describe('vatNumberSchema', () => {
  it('accepts 2+ characters with a letter, compacted and upper-cased', () => {
    expect(parsedValue(vatNumberSchema, 'fr 12 345.678-901')).toBe('FR12345678901');
    expect(parsedValue(vatNumberSchema, 'BE0123456789')).toBe('BE0123456789');
  });
  it('refuses numbers without letters or too short', () => {
    for (const bad of ['12345678901', 'F']) expect(messageOf(vatNumberSchema, bad)).toBe(MSG.vatNumber);
    expect(messageOf(vatNumberSchema, ' . ')).toBe(MSG.required);
  });
});

describe('one message per field', () => {
  it('stops at the required message for a blank field', () => {
    for (const schema of [
      linkSchema,
      stringSchema,
      usernameSchema,
      passwordSchema,
      descriptionSchema,
      vatNumberSchema,
    ]) {
      expect(schema.safeParse('').error?.issues).toHaveLength(1);
    }
  });
});

describe('optional', () => {
  const schema = z.object({ email: optional(emailSchema) });
  it('turns blanks and null into undefined, and validates anything else', () => {
    expect(parsedValue(schema, {})).toEqual({});
    expect(parsedValue(schema, { email: '' }).email).toBeUndefined();
    expect(parsedValue(schema, { email: '  ' }).email).toBeUndefined();
    expect(parsedValue(schema, { email: null }).email).toBeUndefined();
    expect(parsedValue(schema, { email: 'A@B.FR' }).email).toBe('a@b.fr');
    expect(messageOf(schema, { email: 'nope' })).toBe(MSG.email);
  });
});

describe('bounded texts (decision 0026)', () => {
  it('refuses an e-mail longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(180)}.${'c'.repeat(10)}`;
    expect(long.length).toBeGreaterThan(254);
    expect(messageOf(emailSchema, long)).toBe('Pas plus de 254 caractères');
    expect(parsedValue(emailSchema, 'claire@cuvee.demo')).toBe('claire@cuvee.demo');
  });

  it('refuses a first or last name longer than 100 characters', () => {
    expect(messageOf(personNameSchema, 'é'.repeat(101))).toBe('Pas plus de 100 caractères');
    expect(parsedValue(personNameSchema, 'é'.repeat(100))).toHaveLength(100);
  });

  it('refuses a password longer than 200 characters, as sign-in does', () => {
    expect(messageOf(passwordSchema, `Aa${'x'.repeat(199)}`)).toBe('Pas plus de 200 caractères');
    expect(parsedValue(passwordSchema, `Aa${'x'.repeat(198)}`)).toHaveLength(200);
  });
});
