import { apiError } from "~/platform/remix/api.server";

// Unknown /api paths answer in the API's JSON shape, never with the site's HTML 404 page.
const notFound = () => apiError("No such API endpoint", 404);

export const loader = notFound;
export const action = notFound;
