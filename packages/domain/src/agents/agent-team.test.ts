import { describe, expect, it } from 'vitest';
import {
  accessTypoText,
  agentInvitationAnswerText,
  answerAgentInvitation,
  gainedTypologies,
  normalDepartment,
} from './agent-team.ts';

describe("an agent's sector and invitation (issue 28 part 2)", () => {
  it('keeps French departments as clients’ addresses give them', () => {
    expect(normalDepartment('1')).toBe('01');
    expect(normalDepartment(' 33 ')).toBe('33');
    expect(normalDepartment('974')).toBe('974');
    expect(normalDepartment('20')).toBe('20');
    expect(normalDepartment('99')).toBeNull();
    expect(normalDepartment('2A')).toBeNull();
    expect(normalDepartment('')).toBeNull();
  });

  it('tells only the typologies gained', () => {
    expect(gainedTypologies(['caviste'], ['caviste', 'restaurateur', 'restaurateur'])).toEqual([
      'restaurateur',
    ]);
    expect(gainedTypologies(['caviste', 'restaurateur'], ['caviste'])).toEqual([]);
  });

  it('lets an invitation be answered once', () => {
    expect(answerAgentInvitation('invited', 'accept')).toEqual({ ok: true, status: 'active' });
    expect(answerAgentInvitation('invited', 'decline')).toEqual({ ok: true, status: 'refused' });
    for (const status of ['active', 'pending', 'refused', 'suspended'] as const)
      expect(answerAgentInvitation(status, 'accept')).toEqual({
        ok: false,
        message: 'Cette invitation a déjà reçu une réponse',
      });
  });

  it('says it in French', () => {
    expect(accessTypoText('Domaine Démo', ['Caviste'])).toBe(
      'Domaine Démo vous donne accès aux tarifs Caviste',
    );
    expect(accessTypoText('Domaine Démo', ['Caviste', 'Restaurateur', 'Grossiste'])).toBe(
      'Domaine Démo vous donne accès aux tarifs Caviste, Restaurateur et Grossiste',
    );
    expect(agentInvitationAnswerText('Léa Roux', 'decline', 'Domaine Démo')).toBe(
      "Léa Roux a décliné l'invitation de Domaine Démo",
    );
  });
});
