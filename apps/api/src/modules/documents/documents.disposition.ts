/** 'Facture F-2026-00042.pdf' as an attachment, with its ASCII fallback for old clients. */
export const attachment = (name: string) =>
  `attachment; filename="${name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
