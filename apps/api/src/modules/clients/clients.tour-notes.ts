import type { TourNoteBody, TourNoteResponse } from '@cuvee/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ClientActor } from './clients.rules.ts';
import { clientActivities } from './clients.table.ts';
import { addClientNote } from './clients.timeline.ts';

/*
 * A visit note taken offline in tour mode (issue 28, decision 0166): added to the client's
 * timeline by the same door as the back office's notes (addClientNote: visibility, the follower
 * told), under the key the agent's device gave it. The same key again answers the same note and
 * writes nothing; with another content it is refused.
 */

export const TOUR_NOTE_KEY_REUSED =
  'Cette note a déjà été envoyée avec un autre contenu : elle n’a pas été enregistrée une seconde fois';

type Body = z.output<typeof TourNoteBody>;

/** The timeline's text: the visit's day, then what the agent wrote. */
export function tourNoteText(body: Pick<Body, 'body' | 'takenAt'>): string {
  const day = new Date(body.takenAt).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  return `Note de visite du ${day} : ${body.body}`;
}

async function noteOfKey(actor: ClientActor, tx: TenantTx, key: string) {
  const [row] = await scoped(tx, actor)
    .select({
      id: clientActivities.id,
      clientId: clientActivities.clientId,
      body: clientActivities.body,
      createdAt: clientActivities.createdAt,
    })
    .from(clientActivities)
    .where(and(eq(clientActivities.authorId, actor.user.id), eq(clientActivities.idempotencyKey, key)));
  return row;
}

export async function takeTourNote(
  actor: ClientActor,
  tx: TenantTx,
  body: Body,
): Promise<Omit<TourNoteResponse, 'success'>> {
  const text = tourNoteText(body);
  const known = await noteOfKey(actor, tx, body.idempotencyKey);
  if (known && (known.clientId !== body.clientId || known.body !== text))
    throw new HttpError(422, TOUR_NOTE_KEY_REUSED);
  if (!known) await addClientNote(actor, tx, body.clientId, text, body.idempotencyKey);
  const note = known ?? (await noteOfKey(actor, tx, body.idempotencyKey))!;
  return {
    message: known ? 'La note avait déjà été reçue : rien n’a été ajouté' : 'La note de visite a été ajoutée',
    replayed: Boolean(known),
    note: { id: note.id, createdAt: note.createdAt.toISOString() },
  };
}
