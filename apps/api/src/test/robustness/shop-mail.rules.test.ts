import { ALL_ROUTES } from '@cuvee/contracts';
import { SHOP_MAIL_LIMITS } from '@cuvee/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/*
 * The class "the platform's mailer as the caller's own" (issue 23, finding 7): a route whose
 * body names e-mail recipients makes the platform write to them on a shop's behalf. Such a body
 * carries no subject or text of the caller's (the shop's template writes them), at most a plain
 * note of SHOP_MAIL_LIMITS.noteMaxLength characters, and the route answers 422 (unconfirmed
 * sender) and 429 (daily cap) as the shop-mail rules refuse (apps/api/src/modules/mail/mail.shop-rules.ts).
 */

type Json = {
  type?: string | string[];
  format?: string;
  maxLength?: number;
  items?: Json;
  properties?: Record<string, Json>;
  anyOf?: Json[];
  allOf?: Json[];
};

const FREE_CONTENT = ['subject', 'html', 'message', 'body', 'text', 'content', 'template'];

/** Every object schema in a JSON schema (bodies nest arrays of objects). */
function objects(s: Json | undefined): Json[] {
  if (!s) return [];
  const own = s.properties ? [s] : [];
  return [
    ...own,
    ...Object.values(s.properties ?? {}).flatMap(objects),
    ...objects(s.items),
    ...(s.anyOf ?? []).flatMap(objects),
    ...(s.allOf ?? []).flatMap(objects),
  ];
}
const isEmailList = (p: Json) => p.items?.format === 'email';

const mailingRoutes = ALL_ROUTES.flatMap((r) => {
  const body = (r as { body?: z.ZodType }).body;
  if (!body) return [];
  const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as Json;
  const senders = objects(schema).filter((o) => Object.values(o.properties!).some(isEmailList));
  return senders.length ? [{ route: r, senders }] : [];
});

describe('routes that mail addresses the caller names', () => {
  it('are found (the document send at least)', () => {
    expect(mailingRoutes.map((m) => `${m.route.method} ${m.route.path}`)).toContain(
      'POST /v1/documents/:id/send',
    );
  });

  it.each(mailingRoutes.map((m) => [`${m.route.method} ${m.route.path}`, m] as const))(
    '%s takes no free subject or text, a bounded plain note, and answers 422 and 429',
    (_name, { route, senders }) => {
      for (const o of senders) {
        const names = Object.keys(o.properties!);
        expect(names.filter((n) => FREE_CONTENT.includes(n.toLowerCase()))).toEqual([]);
        for (const [name, p] of Object.entries(o.properties!)) {
          if (p.type !== 'string' || p.format === 'email') continue;
          expect(p.maxLength ?? Number.POSITIVE_INFINITY, name).toBeLessThanOrEqual(
            SHOP_MAIL_LIMITS.noteMaxLength,
          );
        }
      }
      expect(route.errors).toEqual(expect.arrayContaining([422, 429]));
    },
  );
});
