import { type Kysely, sql } from "kysely";

/**
 * A trigram index of leads' names and emails, so the staff search finds a
 * part of a name ("garc") without reading every lead. It holds no copy of
 * the text (content=leads); triggers keep it in step with every writer.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create virtual table lead_search using fts5(
    name, email, content = 'leads', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger lead_search_insert after insert on leads begin
    insert into lead_search (rowid, name, email) values (new.id, new.name, new.email);
  end`.execute(db);
  await sql`create trigger lead_search_delete after delete on leads begin
    insert into lead_search (lead_search, rowid, name, email) values ('delete', old.id, old.name, old.email);
  end`.execute(db);
  await sql`create trigger lead_search_update after update of name, email on leads begin
    insert into lead_search (lead_search, rowid, name, email) values ('delete', old.id, old.name, old.email);
    insert into lead_search (rowid, name, email) values (new.id, new.name, new.email);
  end`.execute(db);
  await sql`insert into lead_search (lead_search) values ('rebuild')`.execute(db);
}
