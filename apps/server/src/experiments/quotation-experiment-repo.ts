import type { Queryable } from '../db/db.ts';
import type { QuotationExperiment } from './assignment.ts';

/** Records the experience a quotation was made in (migration 008), in the quotation's own transaction. */
export async function insertQuotationExperiment(
  db: Queryable,
  quotationId: string,
  experiment: QuotationExperiment,
): Promise<void> {
  await db.query(
    `insert into quotation_experiments (quotation_id, activity_id, experience_id, verified) values ($1, $2, $3, $4)`,
    [quotationId, experiment.activityId, experiment.experienceId, experiment.verified],
  );
}

export interface ExperienceOutcome {
  experienceId: string;
  reason: string;
  quotations: number;
}

/** Decided quotations per experience and reason, verified claims only: the comparison the data is kept for. */
export async function outcomesByExperience(db: Queryable, activityId: string): Promise<ExperienceOutcome[]> {
  const { rows } = await db.query<{ experience_id: string; reason: string; quotations: unknown }>(
    `select e.experience_id, q.reason, count(*) as quotations
     from quotation_experiments e join quotations q on q.id = e.quotation_id
     where e.activity_id = $1 and e.verified and q.status = 'decided'
     group by e.experience_id, q.reason
     order by e.experience_id, q.reason`,
    [activityId],
  );
  return rows.map((row) => ({
    experienceId: row.experience_id,
    reason: row.reason,
    quotations: Number(row.quotations),
  }));
}
