import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  codedMessageFromFrench,
  codedMessageOf,
  customIssue,
  MESSAGES,
  type MessageCode,
  MSG,
  MSG_EN,
  msg,
  renderMessage,
  translateMessage,
} from './messages.ts';
import { numberSchema } from './number.fields.ts';
import { requiredString } from './text.fields.ts';

const codes = Object.keys(MSG) as MessageCode[];
const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues[0]!;
}

describe('validation messages', () => {
  it('keeps the spec §5 French texts exactly', () => {
    expect(MSG.required).toBe('Ce champ ne peut pas être vide');
    expect(MSG.email).toBe('Le mail est incorrect');
    expect(MSG.url).toBe("L'url n'est pas valide");
    expect(MSG.number).toBe('Doit être un nombre');
    expect(MSG.phone).toBe("Ce numéro n'est pas valide");
    expect(MSG.date).toBe("La date indiquée n'est pas correct");
    expect(MSG.postalCode).toBe("Le code postal n'est pas correct");
    expect(MSG.password).toBe('Doit contenir une majuscule et plus de 5 caractères');
    expect(MSG.vatRate).toBe('La TVA doit être comprise entre 0 et 100');
    expect(MSG.cardExpiryFormat).toBe("Date d'expiration invalide");
    expect(MSG.cardExpiryPast).toBe("Veuillez verifier votre date d'expiration");
    expect(MSG.cvv).toBe('CVV invalide');
    expect(MSG.emailRecipientsRequired).toBe('Veuillez renseigner au moins une adresse mail.');
    expect(MSG.termsRequired).toBe("Veuillez accepter les conditions générales d'utilisation");
  });

  it('has a French and an English text for every code, with the same parameters', () => {
    const languages = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];
    expect(languages.sort()).toEqual(['en', 'fr']);
    for (const lang of languages) expect(Object.keys(MESSAGES[lang]).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(MSG[code].trim(), code).not.toBe('');
      expect(MSG_EN[code].trim(), code).not.toBe('');
      expect(parameters(MSG_EN[code]), code).toEqual(parameters(MSG[code]));
    }
    const french = Object.values(MSG);
    expect(new Set(french).size).toBe(french.length);
  });

  it('puts the code and its parameters in the issue, and the French text in its message', () => {
    const issue = firstIssue(z.string().max(3, msg('tooLong', { max: 3 })), 'abcd');
    expect(issue.message).toBe('Pas plus de 3 caractères');
    expect((issue as { params?: unknown }).params).toEqual({ code: 'tooLong', params: { max: 3 } });
    expect(codedMessageOf(issue)).toEqual({ code: 'tooLong', params: { max: 3 } });
    expect(renderMessage(codedMessageOf(issue), 'en')).toBe('At most 3 characters');

    const custom = firstIssue(
      z.string().superRefine((_, ctx) => ctx.addIssue(customIssue('ean'))),
      'x',
    );
    expect(codedMessageOf(custom)).toEqual({ code: 'ean' });
    expect(custom.message).toBe(MSG.ean);
  });

  it('codes the field schemas’ issues (required, number) and the rules without a text', () => {
    expect(codedMessageOf(firstIssue(requiredString, '  '))).toEqual({ code: 'required' });
    expect(codedMessageOf(firstIssue(requiredString, undefined))).toEqual({ code: 'required' });
    expect(codedMessageOf(firstIssue(numberSchema, 'douze'))).toEqual({ code: 'number' });
    expect(codedMessageOf(firstIssue(z.string().max(40), 'x'.repeat(41)))).toEqual({
      code: 'tooLong',
      params: { max: 40 },
    });
    expect(codedMessageOf(firstIssue(z.number().positive(), 0))).toEqual({ code: 'positive' });
  });

  it('a French text edit cannot orphan its English twin: the web goes by code', () => {
    const table = MSG as Record<MessageCode, string>;
    const before = table.required;
    try {
      table.required = 'Texte français reformulé';
      const issue = firstIssue(requiredString, '');
      expect(issue.message).toBe('Texte français reformulé');
      expect(renderMessage(codedMessageOf(issue), 'en')).toBe('This field cannot be empty');
    } finally {
      table.required = before;
    }
  });

  it('shows a French text sent by the API in English through the same table', () => {
    expect(codedMessageFromFrench(MSG.cvv)).toEqual({ code: 'cvv' });
    expect(translateMessage(MSG.required, 'en')).toBe('This field cannot be empty');
    expect(translateMessage(MSG.required, 'fr')).toBe(MSG.required);
    expect(translateMessage({ code: 'tooBig', params: { max: 9 } }, 'fr')).toBe('Doit être au plus 9');
    expect(translateMessage('Texte inconnu', 'en')).toBe('Texte inconnu');
  });
});
