// The catalogues of `npm run bench`, written set-wise from the demo rows (bulkLoad: indexes built
// after the rows): BENCH_INSTITUTIONS institutions × BENCH_MAJORS majors in Kazakhstan, and
// BENCH_PROJECTS projects owned by demo users.
// Used by bench/seed-catalogues.ts (one catalogue) and bench/seed-country.ts (the country's data).
import { sql } from 'drizzle-orm';
import { bulkLoad } from '../apps/api/src/db/bulk-load.ts';
import type { Db } from '../apps/api/src/db/client.ts';

export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** 1,000 institutions in Kazakhstan, each with 20 majors cloned from the demo majors (names made unique). */
export async function seedInstitutions(
  db: Db,
  { institutions: INSTITUTIONS, majors: MAJORS }: { institutions: number; majors: number },
): Promise<{ created: boolean }> {
  const present = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM institutions WHERE name_sort LIKE 'бенч %'`),
  );
  if ((present[0]?.n ?? 0) > 0) return { created: false };
  await bulkLoad(db, ['institutions', 'majors'], async (tx) => {
    // The template: the Kazakh demo institution with the most majors.
    await tx.execute(sql`
      CREATE TEMP TABLE bench_template ON COMMIT DROP AS
      SELECT i.* FROM institutions i JOIN countries c ON c.id = i.country_id
      WHERE c.iso_code = 'KZ' ORDER BY i.major_count DESC, i.name_sort LIMIT 1`);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_template_majors ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY m.name_key, m.id) AS n, m.*
      FROM majors m JOIN institutions i ON i.id = m.institution_id JOIN countries c ON c.id = i.country_id
      WHERE c.iso_code = 'KZ'`);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_cities ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY ci.id) AS n, ci.id FROM cities ci JOIN countries c ON c.id = ci.country_id
      WHERE c.iso_code = 'KZ'`);
    await tx.execute(sql`
      INSERT INTO institutions (name, name_sort, search_text, type, financing, has_dormitory, country_id, city_id,
                                description, acceptance_rate, requirements, documents, preparation_steps, sample_data)
      SELECT jsonb_build_object('ru', 'Бенч университет ' || g, 'kk', 'Бенч университеті ' || g, 'en', 'Bench university ' || g),
             'бенч университет ' || lpad(g::text, 5, '0'),
             'бенч университет ' || g || ' бенч университеті ' || g || ' bench university ' || g,
             (enum_range(NULL::institution_type))[1 + g % array_length(enum_range(NULL::institution_type), 1)],
             (enum_range(NULL::institution_financing))[1 + g % array_length(enum_range(NULL::institution_financing), 1)],
             g % 2 = 0, t.country_id,
             (SELECT id FROM bench_cities WHERE n = 1 + g % (SELECT count(*) FROM bench_cities)),
             t.description, 20 + g % 70, t.requirements, t.documents, t.preparation_steps, true
      FROM generate_series(1, ${INSTITUTIONS}) AS g, bench_template t`);
    await tx.execute(sql`
      INSERT INTO majors (institution_id, name, name_key, field, duration_years, price_per_year_kzt, languages,
                          grant_places, unt_min, unt_cutoffs, ielts_min, sat_min, gpa_min, position)
      SELECT i.id, jsonb_build_object('ru', (m.name->>'ru') || ' ' || k, 'kk', (m.name->>'kk') || ' ' || k, 'en', (m.name->>'en') || ' ' || k),
             m.name_key || ' ' || k, m.field, m.duration_years,
             m.price_per_year_kzt + (k * 37 + i.n * 11) % 20 * 50000, m.languages,
             m.grant_places, m.unt_min, m.unt_cutoffs, m.ielts_min, m.sat_min, m.gpa_min, k
      FROM (SELECT id, row_number() OVER (ORDER BY name_sort) AS n FROM institutions WHERE name_sort LIKE 'бенч %') i
      CROSS JOIN generate_series(1, ${MAJORS}) AS k
      JOIN bench_template_majors m ON m.n = 1 + (k + i.n) % (SELECT count(*) FROM bench_template_majors)`);
    await tx.execute(sql`
      UPDATE institutions SET major_count = s.n, price_from_kzt = s.lo, price_to_kzt = s.hi, fields = s.fields
      FROM (
        SELECT institution_id, count(*)::int AS n, min(price_per_year_kzt) AS lo, max(price_per_year_kzt) AS hi,
               array_agg(DISTINCT field ORDER BY field) AS fields
        FROM majors GROUP BY institution_id
      ) s
      WHERE institutions.id = s.institution_id AND institutions.name_sort LIKE 'бенч %'`);
    await tx.execute(sql`
      UPDATE countries SET institution_count = (SELECT count(*)::int FROM institutions WHERE country_id = countries.id)
      WHERE iso_code = 'KZ'`);
  });
  await db.execute(sql`ANALYZE institutions, majors`);
  return { created: true };
}

/** 20,000 projects cloned from the demo projects, each owned by a demo user (a member row). */
export async function seedProjects(
  db: Db,
  { projects: PROJECTS }: { projects: number },
): Promise<{ created: boolean }> {
  const present = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM projects WHERE name LIKE 'Бенч-проект %'`),
  );
  if ((present[0]?.n ?? 0) > 0) return { created: false };
  await bulkLoad(db, ['projects', 'project_members'], async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE bench_template ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY created_at, id) AS n, * FROM projects`);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_owners ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY username) AS n, id FROM users
      WHERE username IN ('demo.free', 'demo.standard', 'demo.pro', 'school.teacher', 'school.student', 'school.staff')`);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_projects ON COMMIT DROP AS
      SELECT g, gen_random_uuid() AS id,
             (SELECT id FROM bench_owners WHERE n = 1 + g % (SELECT count(*) FROM bench_owners)) AS owner,
             now() - (g * (730 * 86400.0 / ${PROJECTS})) * interval '1 second' AS created_at
      FROM generate_series(1, ${PROJECTS}) AS g`);
    await tx.execute(sql`
      INSERT INTO projects (id, created_by, name, description, bio, objectives, skills, interests, categories, socials,
                            status, member_count, post_count, like_count, created_at, updated_at)
      SELECT b.id, b.owner, 'Бенч-проект ' || b.g || ': ' || t.name, t.description, t.bio, t.objectives, t.skills,
             t.interests, t.categories, t.socials,
             CASE WHEN b.g % 7 = 0 THEN 'COMPLETED'::project_status ELSE 'RECRUITING'::project_status END,
             1, b.g % 5, (b.g * 7919) % 40, b.created_at, b.created_at
      FROM bench_projects b JOIN bench_template t ON t.n = 1 + b.g % (SELECT count(*) FROM bench_template)`);
    await tx.execute(sql`
      INSERT INTO project_members (project_id, user_id, role, joined_at)
      SELECT id, owner, 'OWNER', created_at FROM bench_projects`);
  });
  await db.execute(sql`ANALYZE projects, project_members`);
  return { created: true };
}
