/** A customer's page for staff (issue #45), as emails and webhooks link it. */
export const customerPageUrl = (siteUrl: string, customerId: number) => `${siteUrl}/admin/customers/${customerId}`;

/** Whose lead it is, as webhooks carry it (`data.customer`); null for a lead written without the app. */
export const customerWebhookData = (customerId: number | null, siteUrl: string) =>
  customerId === null ? null : { id: customerId, url: customerPageUrl(siteUrl, customerId) };
