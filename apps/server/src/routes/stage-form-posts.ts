import type { FastifyInstance } from 'fastify';
import { CONTINUE_TOKEN_FIELD, type PostedFields } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import type { PageServer } from '../page-serving/page-server.ts';
import { STAGE_PATH_PREFIX } from '../pages/page-requests.ts';
import { useContinueLink } from '../saved-check/saved-check-visits.ts';

/**
 * Where a stage's form posts when the page's script has not taken over yet (or is off): the form
 * page and its stage addresses (decision 011). The answer is the page drawn with the posted answers.
 */
const STAGE_FORM_PATHS = ['/', `${STAGE_PATH_PREFIX}/:stage`] as const;
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** A stage's fields are a few hundred bytes; a whole form's answers well under this. */
const POSTED_FORM_BODY_LIMIT = 16 * 1024;
/** docs/product/contract.md#the-form's control names; anything else posted is ignored, never echoed into the page. */
const POSTED_FIELD_NAME = /^[a-z0-9:-]{1,80}$/;
const POSTED_VALUE_MAX_LENGTH = 200;

function postedFieldsOf(body: unknown): PostedFields {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    if (POSTED_FIELD_NAME.test(name) && typeof value === 'string' && value.length <= POSTED_VALUE_MAX_LENGTH) {
      fields[name] = value;
    }
  }
  return fields;
}

/**
 * A stage's form posted before the page's script takes over (or with it off): the page drawn with
 * the posted answers; and 'Continue your check', a saved check's link pressed (decision 025).
 */
export function stageFormPostRoutes(app: FastifyInstance, services: AppServices, pages: PageServer): void {
  // Form posts only here (the API takes JSON alone: a cross-site form cannot reach it without CORS).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      FORM_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: POSTED_FORM_BODY_LIMIT },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const path of STAGE_FORM_PATHS) {
      scope.post(path, async (request, reply) => {
        if (!request.headers['content-type']?.startsWith(FORM_CONTENT_TYPE)) {
          return reply.status(415).send({ error: `A stage's form is posted as ${FORM_CONTENT_TYPE}` });
        }
        // 'Continue your check' (docs/decisions/025): the link's saved answers, drawn at this stage.
        const token = (request.body as Record<string, unknown> | undefined)?.[CONTINUE_TOKEN_FIELD];
        if (typeof token === 'string' && token.length > 0) {
          const opened = await useContinueLink(services, request, reply, token);
          return opened ? pages.servePage(request, reply, { formValues: opened.answers }) : reply;
        }
        return pages.servePage(request, reply, { postedFields: postedFieldsOf(request.body) });
      });
    }
  });
}
