import { getSiteSettings } from "~/models/site-settings.server";

export async function loader() {
  const { phoneNumber } = await getSiteSettings();
  return Response.json({ success: true, data: { phoneNumber } });
}
