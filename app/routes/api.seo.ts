import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { apiError, apiSuccess, methodNotAllowed } from "~/platform/remix/api.server";
import { pagePathSchema, SEO_DELETED_MESSAGE, SEO_SAVED_MESSAGE, seoRecordSchema } from "~/seo/seo-record";
import { deleteSeoRecord, getSeoRecord, saveSeoRecord } from "~/seo/seo-records.server";
import { requireOwnerApiMutation } from "~/staff/auth.server";

const NO_RECORD_MESSAGE = "No custom SEO data for this page";

function pathFrom(request: Request) {
  return pagePathSchema.safeParse(new URL(request.url).searchParams.get("path") ?? undefined);
}

/** The fields of SPEC §3's SEO record: nothing else (such as who edited it) is public. */
const apiFields = seoRecordSchema.keyof().options;

/** The stored record in the SPEC §3 shape: imageAltTexts as JSON text. */
function toApiRecord(record: NonNullable<Awaited<ReturnType<typeof getSeoRecord>>>) {
  const specRecord = Object.fromEntries(apiFields.map((field) => [field, record[field]])) as Pick<
    typeof record,
    (typeof apiFields)[number]
  >;
  return { ...specRecord, imageAltTexts: JSON.stringify(record.imageAltTexts) };
}

/** GET /api/seo?path=/about: public, so any client can read what a page uses. */
export async function loader({ request }: LoaderFunctionArgs) {
  const path = pathFrom(request);
  if (!path.success) return apiError(path.error.issues[0]!.message, 400);
  const record = await getSeoRecord(path.data);
  if (!record) return apiError(NO_RECORD_MESSAGE, 404);
  return apiSuccess({ data: toApiRecord(record) });
}

/** POST saves a page's record (JSON body); DELETE ?path= resets the page to its defaults. Staff only. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method === "POST") {
    const { user, body } = await requireOwnerApiMutation(request);
    const parsed = seoRecordSchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.flatten().fieldErrors;
      return apiError(parsed.error.issues[0]?.message ?? "Failed to save SEO data", 400, { errors });
    }
    await saveSeoRecord(parsed.data, user.email);
    const saved = await getSeoRecord(parsed.data.pagePath);
    return apiSuccess({ message: SEO_SAVED_MESSAGE, data: saved && toApiRecord(saved) });
  }
  if (request.method === "DELETE") {
    await requireOwnerApiMutation(request);
    const path = pathFrom(request);
    if (!path.success) return apiError(path.error.issues[0]!.message, 400);
    if (!(await deleteSeoRecord(path.data))) return apiError(NO_RECORD_MESSAGE, 404);
    return apiSuccess({ message: SEO_DELETED_MESSAGE });
  }
  return methodNotAllowed(["GET", "POST", "DELETE"]);
}
