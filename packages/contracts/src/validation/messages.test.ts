import { describe, expect, it } from 'vitest';
import { MSG, MSG_EN, messageKeyOf, translateMessage } from './messages.ts';

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

  it('has an English text for every key, and French texts that identify their key', () => {
    expect(Object.keys(MSG_EN).sort()).toEqual(Object.keys(MSG).sort());
    const french = Object.values(MSG);
    expect(new Set(french).size).toBe(french.length);
    for (const text of [...french, ...Object.values(MSG_EN)]) expect(text.trim()).not.toBe('');
  });

  it('translates a French message to English and passes unknown texts through', () => {
    expect(messageKeyOf(MSG.cvv)).toBe('cvv');
    expect(translateMessage(MSG.required, 'en')).toBe('This field cannot be empty');
    expect(translateMessage(MSG.required, 'fr')).toBe(MSG.required);
    expect(translateMessage('Texte inconnu', 'en')).toBe('Texte inconnu');
  });
});
