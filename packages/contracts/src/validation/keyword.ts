/** Whitespace removed (all of it, no-break spaces included), Unicode-composed, lower-cased. */
function normalizeKeyword(text: string): string {
  return text.replace(/\s+/g, '').normalize('NFC').toLowerCase();
}

/**
 * The keyword confirmation dialog's rule (§2, §5): confirm is enabled when the typed text
 * equals the keyword once spaces are removed, ignoring case ('supprimer mon compte' matches
 * 'SUPPRIMERMONCOMPTE'). Accents count. An empty typed text never matches.
 */
export function keywordMatches(typed: string, keyword: string): boolean {
  const normalizedTyped = normalizeKeyword(typed);
  return normalizedTyped !== '' && normalizedTyped === normalizeKeyword(keyword);
}
