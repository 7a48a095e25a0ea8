/** One invalid field of a feedback answer. */
export interface InvalidField {
  field: string;
  message: string;
  idref: string | null;
  error_id: string;
}

/**
 * The REST feedback answer (contact-forms/{id}/feedback): the fields the form uses, validated,
 * over everything else the server sent (`captcha`, `quiz`, `demo_mode`, what plugins add through
 * `wpcf7_feedback_response`), which the events' `detail.apiResponse` carries whole, as CF7's do.
 */
export interface FeedbackAnswer {
  readonly [key: string]: unknown;
  contact_form_id: number;
  status: string;
  message: string;
  posted_data_hash: string;
  into: string;
  invalid_fields: InvalidField[];
}

/** Why a submission got no usable answer: no connection, an HTTP error, or a body that is not the JSON CF7 sends. */
export class FeedbackFailure extends Error {
  override name = 'FeedbackFailure';
}

/** How long the refill (a GET) may take; the submission itself has no time-out (sendFeedback). */
const REFILL_TIMEOUT_MS = 30_000;

/** Keeps a feedback answer only when it has the shape CF7 sends; anything else is a failure. */
export function readAnswer(value: unknown): FeedbackAnswer {
  if (!value || typeof value !== 'object') throw new FeedbackFailure('the answer is not an object');
  const raw = value as Record<string, unknown>;
  if (typeof raw.status !== 'string') throw new FeedbackFailure('the answer has no status');
  const invalid = Array.isArray(raw.invalid_fields) ? raw.invalid_fields : [];
  return {
    ...raw,
    contact_form_id: Number(raw.contact_form_id) || 0,
    status: raw.status,
    message: typeof raw.message === 'string' ? raw.message : '',
    posted_data_hash: typeof raw.posted_data_hash === 'string' ? raw.posted_data_hash : '',
    into: typeof raw.into === 'string' ? raw.into : '',
    invalid_fields: invalid.flatMap((item): InvalidField[] => {
      if (!item || typeof item !== 'object' || typeof (item as InvalidField).field !== 'string') return [];
      const entry = item as Record<string, unknown>;
      return [{
        field: String(entry.field),
        message: typeof entry.message === 'string' ? entry.message : '',
        idref: typeof entry.idref === 'string' ? entry.idref : null,
        error_id: typeof entry.error_id === 'string' ? entry.error_id : '',
      }];
    }),
  };
}

/**
 * A call to Contact Form 7's REST API as its script makes it: no nonce header,
 * `Accept: application/json, *\/*;q=0.1`, the JSON answer. No answer, a redirect, or a body
 * that is not JSON is a FeedbackFailure.
 */
async function askCf7(url: string, init: RequestInit, fetcher: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, {
      ...init,
      credentials: 'same-origin',
      // Never follow a redirect (to another origin least of all): it fails the call.
      redirect: 'manual',
      headers: { Accept: 'application/json, */*;q=0.1' },
    });
  } catch (error) {
    throw new FeedbackFailure(`no answer from ${url} (${error instanceof Error ? error.message : String(error)})`);
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new FeedbackFailure(`HTTP ${response.status} from ${url} with a body that is not JSON`);
  }
  // A 4xx/5xx with CF7's JSON (e.g. 404 unknown form) has no status field: readAnswer rejects it.
  if (!response.ok && !(json && typeof json === 'object' && 'status' in json)) throw new FeedbackFailure(`HTTP ${response.status} from ${url}`);
  return json;
}

/**
 * Sends the form as Contact Form 7 does: multipart FormData to its REST feedback endpoint, its
 * answer waited for however long the server takes, as CF7's own fetch waits (the server's and
 * its proxy's limits end a hung call with an error page). Given up at a time-out of ours, the
 * form said "could not be sent" while the server might still send the mail, and a visitor
 * sending it again sent it twice.
 */
export async function sendFeedback(url: string, body: FormData, fetcher: typeof fetch = fetch): Promise<FeedbackAnswer> {
  return readAnswer(await askCf7(url, { method: 'POST', body }, fetcher));
}

/** The refill CF7 asks for at a form's reset (contact-forms/{id}/refill): fresh CAPTCHAs and quizzes, or an empty object. */
export async function askRefill(url: string, fetcher: typeof fetch = fetch): Promise<Record<string, unknown>> {
  const json = await askCf7(url, { method: 'GET', signal: AbortSignal.timeout(REFILL_TIMEOUT_MS) }, fetcher);
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}
