const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id as a list of one when the database can read it as a uuid, else none (never found). */
export const uuids = (id: string | null | undefined): string[] => (id && UUID.test(id) ? [id] : []);
