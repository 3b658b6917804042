/** '75 cl', '1,5 L', '3 L', '180 g' — how a volume reads on a label. */
export function volumeLabel(unity: string, value: number, lang: 'fr' | 'en'): string {
  const n = (x: number) => x.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 3 });
  switch (unity) {
    case 'Litre(s)':
      return value < 1 ? `${n(value * 100)} cl` : `${n(value)} L`;
    case 'Centilitre(s)':
      return `${n(value)} cl`;
    case 'Millilitre(s)':
      return `${n(value)} ml`;
    case 'Hectolitre(s)':
      return `${n(value)} hl`;
    case 'Gramme(s)':
      return `${n(value)} g`;
    default:
      return `${n(value)} ${unity}`;
  }
}
