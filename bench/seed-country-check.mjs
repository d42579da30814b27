#!/usr/bin/env node
// `node bench/seed-country-check.mjs <database url> [<other database url>]`: checks a database
// bench/seed-country.ts seeded (its bulk loads skip the foreign-key checks and the triggers, and
// compute the triggers' work themselves), and with a second URL compares the two seeds (one made
// another way, e.g. before a change to the seed, at the same BENCH_SCALE).
// Checks on each database, every one a count that must be 0:
// - rows whose foreign key names no row (every single-column foreign key of the schema);
// - invalid indexes, memberships whose sort/search keys differ from bagdar_member_keys of their
//   user, result summaries that differ from bagdar_refresh_result_summaries run again over every
//   user with a finished attempt (in a transaction rolled back), and the counts kept by triggers
//   (organisation members, test completions, topic uses per day and hour, the platform's months)
//   that differ from a count of their rows.
// Compared between the two: the rows of every table, the indexes of every table, and aggregates
// that do not depend on generated ids or the clock (sums, per-value counts); what the old seed
// itself picks at random (a template among ties, an order of random ids) is left out, as noted
// beside each. Exits 1 on a failure.
import pg from 'pg';

const urls = process.argv.slice(2);
if (urls.length < 1 || urls.length > 2) {
  console.error('usage: node bench/seed-country-check.mjs <database url> [<other database url>]');
  process.exit(2);
}

/** Aggregates of the seeded data; each query returns one row. */
const AGGREGATES = {
  users: `SELECT count(*) AS n, sum(post_count) AS posts, count(date_of_birth) AS born, count(DISTINCT post_count) AS post_counts,
                 min(post_count) AS least, max(post_count) AS most, count(*) FILTER (WHERE onboarded) AS onboarded,
                 count(DISTINCT password_hash) AS hashes FROM users`,
  users_born: `SELECT sum(date_of_birth - DATE '2000-01-01') AS days FROM users`,
  posts: `SELECT sum(like_count) AS likes, sum(comment_count) AS comments, sum(length(text)) AS chars,
                 count(DISTINCT author_id) AS authors, sum(length(search::text)) AS search FROM posts`,
  posts_per_author: `SELECT string_agg(k || ':' || n, ',' ORDER BY k) AS spread FROM (
                       SELECT c AS k, count(*) AS n FROM (SELECT count(*) AS c FROM posts GROUP BY author_id) x GROUP BY c) y`,
  topic_uses: `SELECT string_agg(tag || ':' || n, ',' ORDER BY tag) AS tags FROM (SELECT tag, count(*) AS n FROM post_topic_uses GROUP BY tag) t`,
  memberships: `SELECT string_agg(k, ',' ORDER BY k) AS kinds FROM (
                  SELECT role || '/' || status || '/' || (group_id IS NOT NULL) || ':' || count(*) AS k
                  FROM organization_memberships GROUP BY role, status, group_id IS NOT NULL) t`,
  membership_keys: `SELECT sum(length(search_key)) AS search, sum(length(last_key || first_key)) AS names,
                           count(DISTINCT organization_id) AS organizations FROM organization_memberships`,
  groups: `SELECT string_agg(n::text, ',' ORDER BY n) AS sizes FROM (
             SELECT count(m.id) AS n FROM organization_groups g LEFT JOIN organization_memberships m ON m.group_id = g.id GROUP BY g.id) t`,
  organizations: `SELECT sum(seat_count) AS seats, count(DISTINCT type) AS types FROM organizations`,
  // Which test each template number gets follows the tests' random ids: compared as a multiset.
  attempts: `SELECT string_agg(n::text, ',' ORDER BY n) AS per_test, count(*) AS tests FROM (
               SELECT count(*) AS n, sum(a.duration_seconds) AS d FROM test_attempts a
               JOIN users u ON u.id = a.user_id WHERE u.username LIKE 'bench\\_user\\_%' GROUP BY a.test_id) x`,
  demo_attempts: `SELECT string_agg(slug || ':' || n, ',' ORDER BY slug) AS tests FROM (
                    SELECT t.slug, count(*) AS n FROM test_attempts a JOIN tests t ON t.id = a.test_id
                    JOIN users u ON u.id = a.user_id WHERE u.username NOT LIKE 'bench\\_user\\_%' GROUP BY t.slug) x`,
  attempts_per_user: `SELECT string_agg(k || ':' || n, ',' ORDER BY k) AS spread FROM (
                        SELECT c AS k, count(*) AS n FROM (SELECT count(*) AS c FROM test_attempts GROUP BY user_id) x GROUP BY c) y`,
  // The scores depend on which demo attempt is the template (several share the latest time): the
  // integrity check compares them with the trigger's function instead.
  summaries: `SELECT count(*) AS n, count(interest_completed_at) AS interests, sum(cardinality(interest_keys)) AS keys,
                     string_agg(DISTINCT array_to_string(interest_keys, ' '), '|') AS key_sets FROM student_result_summaries`,
  plans: `SELECT count(*) AS n, sum(subtasks_total) AS subtasks, sum(phases_total) AS phases, count(DISTINCT user_id) AS owners,
                 string_agg(DISTINCT status::text, ',') AS statuses FROM career_plans`,
  phases: `SELECT count(*) AS n, sum(subtasks_total) AS subtasks, sum(length(title::text)) AS titles FROM career_plan_phases`,
  subtasks: `SELECT count(*) AS n, sum(position) AS positions, sum(length(title::text)) AS titles, count(done_at) AS done,
                    count(DISTINCT plan_id) AS plans FROM career_plan_subtasks`,
  subscriptions: `SELECT string_agg(k, ',' ORDER BY k) AS kinds FROM (
                    SELECT tier || '/' || status || ':' || count(*) AS k FROM subscriptions GROUP BY tier, status) t`,
  // The prices follow which demo major is copied (ties of name_key broken by random ids): not compared.
  institutions: `SELECT count(*) AS n, sum(major_count) AS majors, sum(cardinality(fields)) AS fields FROM institutions`,
  majors: `SELECT count(*) AS n, count(DISTINCT name_key) AS names, count(DISTINCT field) AS fields FROM majors`,
  countries: `SELECT string_agg(iso_code || ':' || institution_count, ',' ORDER BY iso_code) AS counts FROM countries`,
  projects: `SELECT count(*) AS n, sum(member_count) AS members, sum(post_count) AS posts, sum(like_count) AS likes,
                    string_agg(DISTINCT status::text, ',') AS statuses FROM projects`,
  project_members: `SELECT string_agg(role || ':' || n, ',' ORDER BY role) AS roles FROM (SELECT role, count(*) AS n FROM project_members GROUP BY role) t`,
};

async function one(client, text) {
  const { rows } = await client.query(text);
  return rows[0];
}

/** Rows per table and index names per table: the shape of the data. */
async function shape(client) {
  const { rows: tables } = await client.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts = {};
  for (const { tablename } of tables) {
    counts[tablename] = Number((await one(client, `SELECT count(*) AS n FROM "${tablename}"`)).n);
  }
  const { rows: indexes } = await client.query(
    `SELECT tablename, string_agg(indexname, ',' ORDER BY indexname) AS names FROM pg_indexes
     WHERE schemaname = 'public' GROUP BY tablename`,
  );
  return { counts, indexes: Object.fromEntries(indexes.map((r) => [r.tablename, r.names])) };
}

/** The integrity checks: name → number of offending rows. */
async function integrity(client) {
  const problems = {};
  const { rows: fks } = await client.query(`
    SELECT c.conname, c.conrelid::regclass::text AS child, a.attname AS col,
           c.confrelid::regclass::text AS parent, af.attname AS refcol
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
    WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.connamespace = 'public'::regnamespace`);
  for (const fk of fks) {
    const { n } = await one(
      client,
      `SELECT count(*)::int AS n FROM ${fk.child} c WHERE c."${fk.col}" IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE p."${fk.refcol}" = c."${fk.col}")`,
    );
    problems[`foreign key ${fk.conname}`] = n;
  }
  problems['invalid indexes'] = (
    await one(client, `SELECT count(*)::int AS n FROM pg_index WHERE NOT indisvalid OR NOT indisready`)
  ).n;
  problems['membership keys unlike bagdar_member_keys'] = (
    await one(
      client,
      `SELECT count(*)::int AS n FROM organization_memberships m JOIN users u ON u.id = m.user_id
       CROSS JOIN LATERAL bagdar_member_keys(u.first_name, u.last_name, u.username, u.email) k
       WHERE (m.last_key, m.first_key, m.search_key) IS DISTINCT FROM (k.last_key, k.first_key, k.search_key)`,
    )
  ).n;
  await client.query('BEGIN');
  try {
    await client.query(`CREATE TEMP TABLE seeded_summaries ON COMMIT DROP AS SELECT * FROM student_result_summaries`);
    await client.query(`DELETE FROM student_result_summaries`);
    await client.query(
      `SELECT bagdar_refresh_result_summaries(array_agg(DISTINCT user_id)) FROM test_attempts WHERE completed_at IS NOT NULL`,
    );
    problems['result summaries unlike bagdar_refresh_result_summaries'] = (
      await one(
        client,
        `SELECT count(*)::int AS n FROM (
           (SELECT * FROM seeded_summaries EXCEPT ALL SELECT * FROM student_result_summaries)
           UNION ALL (SELECT * FROM student_result_summaries EXCEPT ALL SELECT * FROM seeded_summaries)) d`,
      )
    ).n;
  } finally {
    await client.query('ROLLBACK');
  }
  // The counts kept by triggers, which the loads ran without: each must equal a count of its rows now.
  const differ = async (kept, truth) =>
    (
      await one(
        client,
        `SELECT count(*)::int AS n FROM (((${kept}) EXCEPT ALL (${truth})) UNION ALL ((${truth}) EXCEPT ALL (${kept}))) d`,
      )
    ).n;
  problems['organisation member counts unlike the memberships'] = await differ(
    `SELECT organization_id, role::text, group_key, status::text, members::bigint FROM organization_member_counts WHERE members <> 0`,
    `SELECT organization_id, role::text, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid), status::text, count(*)
     FROM organization_memberships GROUP BY 1, 2, 3, 4`,
  );
  problems['test completion counts unlike the attempts'] = await differ(
    `SELECT test_id, completed::bigint FROM test_completion_counts WHERE completed <> 0`,
    `SELECT test_id, count(*) FROM test_attempts WHERE completed_at IS NOT NULL GROUP BY 1`,
  );
  problems['topic day counts unlike the uses'] = await differ(
    `SELECT day, tag, post_count::bigint FROM post_topic_days WHERE post_count <> 0`,
    `SELECT (created_at AT TIME ZONE 'UTC')::date, tag, count(*) FROM post_topic_uses GROUP BY 1, 2`,
  );
  problems['topic hour counts unlike the uses'] = await differ(
    `SELECT hour, tag, post_count::bigint FROM post_topic_hours WHERE post_count <> 0`,
    `SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', tag, count(*) FROM post_topic_uses GROUP BY 1, 2`,
  );
  await client.query('BEGIN');
  try {
    const byMonth = `SELECT month, sum(users) AS users, sum(tests_taken) AS tests, sum(analyses) AS analyses FROM platform_monthly_counts GROUP BY 1`;
    await client.query(`CREATE TEMP TABLE seeded_months ON COMMIT DROP AS ${byMonth}`);
    await client.query(`SELECT bagdar_recount_platform_counts()`);
    problems['platform monthly counts unlike bagdar_recount_platform_counts'] = await differ(
      'SELECT * FROM seeded_months',
      byMonth,
    );
  } finally {
    await client.query('ROLLBACK');
  }
  return problems;
}

const failures = [];
const results = [];
for (const url of urls) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET jit = off');
    const problems = await integrity(client);
    for (const [name, n] of Object.entries(problems)) if (n !== 0) failures.push(`${url}: ${name}: ${n}`);
    const aggregates = {};
    for (const [name, text] of Object.entries(AGGREGATES)) aggregates[name] = await one(client, text);
    results.push({ url, ...(await shape(client)), aggregates, checked: Object.keys(problems).length });
  } finally {
    await client.end();
  }
}
if (results.length === 2) {
  const [a, b] = results;
  const compare = (kind, x, y) => {
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const left = JSON.stringify(x[key]);
      const right = JSON.stringify(y[key]);
      if (left !== right) failures.push(`${kind} ${key}: ${left} ≠ ${right}`);
    }
  };
  compare('rows of', a.counts, b.counts);
  compare('indexes of', a.indexes, b.indexes);
  compare('aggregate', a.aggregates, b.aggregates);
}
for (const r of results) {
  console.log(
    `${r.url}: ${r.checked} integrity checks, ${Object.keys(r.counts).length} tables, ${Object.keys(r.aggregates).length} aggregates`,
  );
}
if (failures.length > 0) {
  console.log(`${failures.length} failure(s):`);
  for (const f of failures) console.log(`  ${f}`);
  process.exit(1);
}
console.log(results.length === 2 ? 'the two seeds agree' : 'the seed is consistent');
