import { type Kysely, sql } from "kysely";

import { addressKey } from "../../app/platform/address-key";

/**
 * The customers list at 100,000 (issue #45, decision 083). What the list sorts and shows is
 * stored on the customer: `lead_count`, `won_cents` (their won jobs' value) and
 * `last_contact_at` (the latest a lead of theirs came in or was called). Triggers on `leads`
 * keep them for every writer (the app, scripts, a restore), so no screen adds them up per
 * customer again. `customer_search`: a trigram index of each customer's name, phones (as
 * typed and in E.164), emails and addresses, kept by triggers on the three tables, so a search
 * reads the few customers it finds instead of every one.
 *
 * Properties' match keys are written again: a unit after a comma ("123 Oak St, Apt 4") is now
 * part of the key (app/platform/address-key.ts).
 */
const recount = (id: string) =>
  sql.raw(`
    update customers set
      lead_count = (select count(*) from leads where customer_id = ${id}),
      won_cents = (select coalesce(sum(job_value_cents), 0) from leads where customer_id = ${id} and outcome = 'won'),
      last_contact_at = (select max(max(created_at), coalesce(max(contacted_at), '')) from leads where customer_id = ${id})
    where id = ${id};`);

const searchText = (id: string) =>
  sql.raw(`
    delete from customer_search where rowid = ${id};
    insert into customer_search (rowid, body)
      select id, name
        || ' ' || coalesce((select group_concat(value || ' ' || match_key, ' ') from customer_contacts where customer_id = ${id}), '')
        || ' ' || coalesce((select group_concat(address, ' ') from properties where customer_id = ${id}), '')
      from customers where id = ${id};`);

export async function up(db: Kysely<unknown>) {
  await sql`alter table customers add column lead_count integer not null default 0`.execute(db);
  await sql`alter table customers add column won_cents integer not null default 0`.execute(db);
  await sql`alter table customers add column last_contact_at text`.execute(db);
  await sql`
    update customers set
      lead_count = coalesce(totals.leads, 0), won_cents = coalesce(totals.won, 0), last_contact_at = totals.at
    from (
      select customer_id,
        count(*) as leads,
        sum(case when outcome = 'won' then coalesce(job_value_cents, 0) else 0 end) as won,
        max(max(created_at), coalesce(max(contacted_at), '')) as at
      from leads where customer_id is not null group by customer_id
    ) as totals
    where totals.customer_id = customers.id`.execute(db);
  await sql`create trigger customer_totals_insert after insert on leads when new.customer_id is not null begin
    ${recount("new.customer_id")}
  end`.execute(db);
  await sql`create trigger customer_totals_delete after delete on leads when old.customer_id is not null begin
    ${recount("old.customer_id")}
  end`.execute(db);
  await sql`create trigger customer_totals_update
    after update of customer_id, created_at, contacted_at, outcome, job_value_cents on leads begin
    ${recount("old.customer_id")}
    ${recount("new.customer_id")}
  end`.execute(db);
  // The list's orders, among the customers not merged into another.
  await sql`create index customers_by_last_contact on customers (merged_into_id, last_contact_at desc, id desc)`.execute(
    db,
  );
  await sql`create index customers_by_value on customers (merged_into_id, won_cents desc, last_contact_at desc, id desc)`.execute(
    db,
  );
  await sql`create index customers_by_name on customers (merged_into_id, name, id desc)`.execute(db);

  await sql`create virtual table customer_search using fts5(body, tokenize = 'trigram')`.execute(db);
  await sql`create trigger customer_search_new after insert on customers begin
    ${searchText("new.id")}
  end`.execute(db);
  await sql`create trigger customer_search_name after update of name on customers begin
    ${searchText("new.id")}
  end`.execute(db);
  await sql`create trigger customer_search_gone after delete on customers begin
    delete from customer_search where rowid = old.id;
  end`.execute(db);
  for (const table of ["customer_contacts", "properties"]) {
    const change = sql.raw(table);
    await sql`create trigger ${sql.raw(`${table}_search_insert`)} after insert on ${change} begin
      ${searchText("new.customer_id")}
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_update`)} after update on ${change} begin
      ${searchText("old.customer_id")}
      ${searchText("new.customer_id")}
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${change} begin
      ${searchText("old.customer_id")}
    end`.execute(db);
  }
  await sql`
    insert into customer_search (rowid, body)
    select customers.id, customers.name
      || ' ' || coalesce(contacts.text, '') || ' ' || coalesce(places.text, '')
    from customers
    left join (select customer_id, group_concat(value || ' ' || match_key, ' ') as text
               from customer_contacts group by customer_id) as contacts on contacts.customer_id = customers.id
    left join (select customer_id, group_concat(address, ' ') as text
               from properties group by customer_id) as places on places.customer_id = customers.id`.execute(db);

  const { rows } = await sql<{ id: number; address: string }>`select id, address from properties`.execute(db);
  for (const row of rows) {
    const key = addressKey(row.address);
    if (key)
      await sql`update properties set match_key = ${key} where id = ${row.id} and match_key <> ${key}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const name of [
    "customer_totals_insert",
    "customer_totals_delete",
    "customer_totals_update",
    "customer_search_new",
    "customer_search_name",
    "customer_search_gone",
    "customer_contacts_search_insert",
    "customer_contacts_search_update",
    "customer_contacts_search_delete",
    "properties_search_insert",
    "properties_search_update",
    "properties_search_delete",
  ])
    await sql`drop trigger ${sql.raw(name)}`.execute(db);
  await sql`drop table customer_search`.execute(db);
  await sql`drop index customers_by_last_contact`.execute(db);
  await sql`drop index customers_by_value`.execute(db);
  await sql`drop index customers_by_name`.execute(db);
  await sql`alter table customers drop column last_contact_at`.execute(db);
  await sql`alter table customers drop column won_cents`.execute(db);
  await sql`alter table customers drop column lead_count`.execute(db);
}
