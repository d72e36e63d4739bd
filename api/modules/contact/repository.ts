import type { Insertable, Kysely } from "kysely";
import type { ContactMessagesTable, DB } from "../../db/schema.js";

export function createContactRepository(db: Kysely<DB>) {
  return {
    /** Stores a contact-form message; answers its id. */
    insert: async (message: Insertable<ContactMessagesTable>): Promise<number> =>
      (await db.insertInto("contact_messages").values(message).returning("id").executeTakeFirstOrThrow()).id,
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
